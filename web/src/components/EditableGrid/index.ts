export { validateCell, validateRows } from './cell-rules';
export {
  default as EditableGrid,
  type EditableGridProps,
} from './EditableGrid';
export {
  default as EditableGridTabs,
  type EditableGridTabsProps,
  type EditableGridTabsRef,
  type GridTab,
  type TabsValidateResult,
} from './EditableGridTabs';
export {
  type CellRenderOverrides,
  registerCellDisplay,
  registerCellEditor,
} from './editor-registry';
export { GRID_TEXT } from './grid-constants';
export type * from './types';
export type { ServerPagination } from './use-grid-paging';
export type { GridSocketOptions } from './use-grid-socket';
export { useVxeSocket } from './use-vxe-socket';
