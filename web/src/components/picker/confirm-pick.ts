import { ui } from '../ui-bridge';
import type { Selection } from './selection';

export const PICK_NOTHING_WARNING = '请至少选择一条记录';

/** Hands the chosen rows to `onOk`, or warns when nothing is chosen. */
export function confirmPick<T>(selection: Selection<T>, onOk: (rows: T[]) => void): void {
  if (!selection.size) {
    ui().message.warning(PICK_NOTHING_WARNING);
    return;
  }
  onOk([...selection.values()]);
}
