import { msgType, sendStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import {
  recipientIds,
  releaseAnnouncement,
  revokeAnnouncement,
} from '../services/announcement-service.js';
import { noticesDb } from '../tables.js';

/** Release and revoke; only drafts change; a USER announcement names existing users; deleting one unsends it. */
export const announcementHooks = (ctx: AppContext): ResourceHooks => ({
  actions: { release: releaseAnnouncement(ctx), revoke: revokeAnnouncement(ctx) },
  async beforeDelete({ trx, ids }) {
    await noticesDb(trx).deleteFrom('sysAnnouncementSend').where('anntId', 'in', ids).execute();
  },
  async check({ db, values, existing, input }): Promise<Record<string, string> | undefined> {
    if (existing && existing.sendStatus !== sendStatus.values.draft) {
      return { 发布状态: '已发布或已撤销的通告不能修改' };
    }
    const type = values.msgType ?? existing?.msgType;
    if (type !== msgType.values.users) return undefined;
    const ids = recipientIds(String(values.userIds ?? input.userIds ?? existing?.userIds ?? ''));
    if (!ids.length) return { userIds: '请选择指定用户' };
    const found = await db.selectFrom('sysUser').select('id').where('id', 'in', ids).execute();
    return found.length === ids.length ? undefined : { userIds: '所选用户不存在' };
  },
});
