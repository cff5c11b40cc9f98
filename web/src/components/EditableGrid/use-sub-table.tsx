import { type RefObject, useCallback, useState } from 'react';
import { ui } from '../ui-bridge';
import { SubTablePopup } from './SubTablePopup';
import { locateRow, SUB_TABLE_TEXT, type SubTablePlacement, subTablePlacement } from './sub-table';
import type { GridRow, GridSubTable } from './types';

export interface SubTableState {
  rowId: string;
  placement: SubTablePlacement;
  left: number;
  width: number;
}

/** Opening and closing the row sub-table: a row out of view is scrolled to, then located. */
export function useSubTable(
  root: RefObject<HTMLElement | null>,
  getRows: () => GridRow[],
  revealRow: (index: number) => void,
) {
  const [view, setView] = useState<SubTableState | null>(null);
  const close = useCallback(() => setView(null), []);
  const open = useCallback(
    (rowId: string) => {
      const index = getRows().findIndex((r) => r.id === rowId);
      let revealed = false;
      const find = () => {
        if (index < 0) return null;
        const element = [
          ...(root.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? []),
        ].find((el) => el.dataset.rowId === rowId);
        if (!element && !revealed) {
          revealed = true;
          revealRow(index);
        }
        return element ?? null;
      };
      locateRow(
        find,
        (retry, ms) => setTimeout(retry, ms),
        (element) => {
          const grid = root.current?.getBoundingClientRect();
          if (!element || !grid) {
            ui().message.error(SUB_TABLE_TEXT.failed);
            return;
          }
          const placement = subTablePlacement(element.getBoundingClientRect(), window.innerHeight);
          setView({ rowId, placement, left: grid.left, width: grid.width });
        },
      );
    },
    [root, getRows, revealRow],
  );
  return { view, open, close };
}

/** The popup of the open sub-table; gone when its row is. */
export function SubTableView(props: {
  config: GridSubTable;
  view: SubTableState;
  rows: readonly GridRow[];
  onClose(): void;
}) {
  const { config, view } = props;
  const row = props.rows.find((r) => r.id === view.rowId);
  if (!row) return null;
  const title =
    typeof config.title === 'function' ? config.title(row) : (config.title ?? SUB_TABLE_TEXT.title);
  return (
    <SubTablePopup
      title={title}
      placement={view.placement}
      left={view.left}
      width={view.width}
      onClose={props.onClose}
    >
      {config.render(row, props.onClose)}
    </SubTablePopup>
  );
}
