import type { CellRender, GridColumnType } from './types';

/**
 * Editors and displays other widgets contribute by column type (user and department pickers,
 * popups, uploads). A grid's `renderEditor` / `renderDisplay` props take precedence. A display
 * is shown inside the button that starts editing, so it must not hold controls of its own;
 * upload, file and image cells always show their editor instead.
 */
const editors = new Map<GridColumnType, CellRender>();
const displays = new Map<GridColumnType, CellRender>();

export function registerCellEditor(type: GridColumnType, render: CellRender): () => void {
  editors.set(type, render);
  return () => {
    if (editors.get(type) === render) editors.delete(type);
  };
}

export function registerCellDisplay(type: GridColumnType, render: CellRender): () => void {
  displays.set(type, render);
  return () => {
    if (displays.get(type) === render) displays.delete(type);
  };
}

export type CellRenderOverrides = Partial<Record<GridColumnType, CellRender>>;

export function registeredEditor(
  type: GridColumnType,
  overrides?: CellRenderOverrides,
): CellRender | undefined {
  return overrides?.[type] ?? editors.get(type);
}

export function registeredDisplay(
  type: GridColumnType,
  overrides?: CellRenderOverrides,
): CellRender | undefined {
  return overrides?.[type] ?? displays.get(type);
}
