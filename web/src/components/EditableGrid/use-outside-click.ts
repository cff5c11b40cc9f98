import { type RefObject, useEffect } from 'react';

/** Pop-ups that belong to the grid's editors and menus: selects, date pickers, dropdowns, pop-overs, modals. */
export const GRID_POPUP_SELECTOR = [
  '.ant-select-dropdown',
  '.ant-picker-dropdown',
  '.ant-picker-panel-container',
  '.ant-dropdown',
  '.ant-popover',
  '.ant-modal-root',
  '.ant-modal-wrap',
  '.ant-cascader-dropdown',
  '.ant-tree-select-dropdown',
  '.ant-message',
  '.ant-notification',
  '[data-grid-popup]',
].join(', ');

/** True for a click outside the grid and outside every pop-up. */
export function isOutsideGrid(target: EventTarget | null, root: Element | null): boolean {
  if (!root || !(target instanceof Element) || !target.isConnected) return false;
  if (root.contains(target)) return false;
  return target.closest(GRID_POPUP_SELECTOR) === null;
}

export function useOutsideClick(root: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    const handler = (event: Event) => {
      if (isOutsideGrid(event.target, root.current)) onOutside();
    };
    document.addEventListener('pointerdown', handler, true);
    return () => document.removeEventListener('pointerdown', handler, true);
  }, [root, onOutside]);
}
