import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import styles from './EditableGrid.module.css';
import { GRID_TEXT } from './grid-constants';

export interface RowDragHandleProps {
  index: number;
  isFirst: boolean;
  isLast: boolean;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  onMove(index: number, delta: -1 | 1): void;
  onInsertAfter(index: number): void;
}

/** The drag-sort handle; a click opens the row menu: move up, move down, insert a row. */
export function RowDragHandle(p: RowDragHandleProps) {
  const [menuUsed, setMenuUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'up', label: GRID_TEXT.moveUp, disabled: p.isFirst },
    { key: 'down', label: GRID_TEXT.moveDown, disabled: p.isLast },
    { type: 'divider' },
    { key: 'insert', label: GRID_TEXT.insertRow },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'up') p.onMove(p.index, -1);
    else if (key === 'down') p.onMove(p.index, 1);
    else p.onInsertAfter(p.index);
  };
  const handle = (
    <button
      type="button"
      ref={p.setActivatorNodeRef}
      className={styles.dragHandle}
      data-testid="grid-drag-handle"
      {...p.attributes}
      {...p.listeners}
      aria-label={GRID_TEXT.dragSort}
      onClick={
        menuUsed
          ? undefined
          : () => {
              setMenuUsed(true);
              setOpen(true);
            }
      }
    >
      <span className={styles.grip} />
    </button>
  );
  // The menu is mounted on first use only: every row has a handle, and scrolling mounts rows.
  if (!menuUsed) return handle;
  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} menu={{ items, onClick }}>
      {handle}
    </Dropdown>
  );
}
