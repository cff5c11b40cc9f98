import { ui } from '../ui-bridge';
import { LIST_MESSAGES } from './list-messages';

/**
 * The list pages' 批量删除: nothing selected warns `please select a record!`; otherwise asks
 * `确定要删除这 N 项吗?`, removes, shows the server's message and calls `done`.
 */
export function confirmBatchDelete(
  selected: readonly string[],
  remove: (ids: string[]) => Promise<{ message: string }>,
  done: () => void,
): void {
  if (!selected.length) {
    ui().message.warning(LIST_MESSAGES.selectFirst);
    return;
  }
  ui().modal.confirm({
    title: '确认删除',
    content: LIST_MESSAGES.confirmBatchDelete(selected.length),
    onOk: async () => {
      const res = await remove([...selected]);
      ui().message.success(res.message);
      done();
    },
  });
}
