export {
  type ContextMenuItems,
  type ContextMenuProps,
  default as ContextMenu,
} from './ContextMenu';
