import { msgCategory, msgType, sendStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest, notFound } from '../../../core/errors.js';
import type { SafeHtml } from '../../../core/html.js';
import type { ActionHandler } from '../../../core/resource/resource-binding.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { noticesDb } from '../tables.js';

/** Newest unread items per list in listByUser; the totals count them all. */
const LIST_BY_USER_LIMIT = 5;

export function recipientIds(userIds: string | null): string[] {
  return [
    ...new Set(
      (userIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

async function announcement(db: Db, id: string) {
  const row = await noticesDb(db)
    .selectFrom('sysAnnouncement')
    .select(['id', 'titile', 'msgType', 'userIds', 'sendStatus', 'msgCategory'])
    .where('id', '=', id)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('通告不存在');
  return row;
}

/** Publishes: one unread row per recipient (all active users, or the chosen ones), then push. */
async function release(ctx: AppContext, id: string, sender: string): Promise<void> {
  const a = await announcement(ctx.db, id);
  if (a.sendStatus === sendStatus.values.published) throw badRequest('该通告已发布');
  const now = ctx.clock.nowText();
  const recipients = await ctx.db.transaction().execute(async (trx) => {
    let users = trx
      .selectFrom('sysUser')
      .select('id')
      .where('delFlag', '=', 0)
      .where('status', '=', '1');
    if (a.msgType === msgType.values.users) {
      const ids = recipientIds(a.userIds);
      if (!ids.length) throw badRequest('请选择指定用户');
      users = users.where('id', 'in', ids);
    }
    const ids = (await users.execute()).map((u) => u.id);
    await noticesDb(trx).deleteFrom('sysAnnouncementSend').where('anntId', '=', id).execute();
    for (let i = 0; i < ids.length; i += 500) {
      await noticesDb(trx)
        .insertInto('sysAnnouncementSend')
        .values(
          ids.slice(i, i + 500).map((userId) => ({
            id: newId(),
            anntId: id,
            userId,
            msgCategory: a.msgCategory,
            readFlag: 0,
            readTime: null,
            createTime: now,
          })),
        )
        .execute();
    }
    await noticesDb(trx)
      .updateTable('sysAnnouncement')
      .set({ sendStatus: sendStatus.values.published, sendTime: now, sender, cancelTime: null })
      .where('id', '=', id)
      .execute();
    return ids;
  });
  ctx.notices.push(a.msgType === msgType.values.all ? null : recipients, {
    cmd: a.msgType === msgType.values.all ? 'topic' : 'user',
    msgId: id,
    msgTxt: a.titile,
  });
}

/** Revokes: the announcement leaves every recipient's list. */
async function revoke(ctx: AppContext, id: string): Promise<void> {
  const a = await announcement(ctx.db, id);
  if (a.sendStatus !== sendStatus.values.published) throw badRequest('只有已发布的通告可以撤销');
  const recipients = (
    await noticesDb(ctx.db)
      .selectFrom('sysAnnouncementSend')
      .select('userId')
      .where('anntId', '=', id)
      .execute()
  ).map((r) => r.userId);
  await ctx.db.transaction().execute(async (trx) => {
    await noticesDb(trx)
      .updateTable('sysAnnouncement')
      .set({ sendStatus: sendStatus.values.revoked, cancelTime: ctx.clock.nowText() })
      .where('id', '=', id)
      .execute();
    await noticesDb(trx).deleteFrom('sysAnnouncementSend').where('anntId', '=', id).execute();
  });
  ctx.notices.push(recipients, { cmd: 'user', msgId: id, msgTxt: a.titile });
}

const LIST_COLUMNS = [
  'a.id',
  'a.titile',
  'a.msgAbstract',
  'a.priority',
  'a.msgCategory',
  'a.sender',
  'a.sendTime',
  'a.openType',
  'a.openPage',
  'a.createTime',
] as const;

/**
 * The bell's lists: the user's unread announcements and system messages. Send rows exist only
 * for published announcements and carry the category, so the counts read one index.
 */
export async function listByUser(db: Db, userId: string) {
  const unread = (category: string) =>
    noticesDb(db)
      .selectFrom('sysAnnouncementSend as s')
      .where('s.userId', '=', userId)
      .where('s.readFlag', '=', 0)
      .where('s.msgCategory', '=', category);
  const listOf = (category: string) =>
    unread(category)
      .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
      .select(LIST_COLUMNS)
      .orderBy('s.createTime', 'desc')
      .orderBy('s.id', 'desc')
      .limit(LIST_BY_USER_LIMIT)
      .execute();
  const countOf = async (category: string) =>
    Number(
      (
        await unread(category)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal] = await Promise.all([
    listOf('1'),
    countOf('1'),
    listOf('2'),
    countOf('2'),
  ]);
  return { anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal };
}

/**
 * A published system message (category 2) to chosen users, written inside the caller's
 * transaction; returns the push to make once that transaction has committed.
 */
export async function writeSystemMessage(
  ctx: AppContext,
  trx: Db,
  message: { title: string; content: SafeHtml; userIds: string[]; sender: string },
): Promise<{ id: string; push: () => void }> {
  const id = newId();
  const now = ctx.clock.nowText();
  await noticesDb(trx)
    .insertInto('sysAnnouncement')
    .values({
      id,
      titile: message.title,
      msgAbstract: message.title,
      msgContent: message.content.text,
      priority: 'M',
      msgCategory: msgCategory.values.system,
      msgType: msgType.values.users,
      userIds: message.userIds.join(','),
      sendStatus: sendStatus.values.published,
      sendTime: now,
      cancelTime: null,
      sender: message.sender,
      openType: null,
      openPage: null,
      delFlag: 0,
      createBy: message.sender,
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  if (message.userIds.length)
    await noticesDb(trx)
      .insertInto('sysAnnouncementSend')
      .values(
        message.userIds.map((userId) => ({
          id: newId(),
          anntId: id,
          userId,
          msgCategory: msgCategory.values.system,
          readFlag: 0,
          readTime: null,
          createTime: now,
        })),
      )
      .execute();
  return {
    id,
    push: () =>
      ctx.notices.push(message.userIds, { cmd: 'user', msgId: id, msgTxt: message.title }),
  };
}

/** 发布: sends the announcement to its recipients and pushes it to their open sockets. */
export const releaseAnnouncement = (ctx: AppContext): ActionHandler => ({
  async run({ rows, actor }) {
    await release(ctx, String(rows[0]!.id), actor.username);
    return { message: '该系统通知发布成功' };
  },
});

/** 撤销: takes a released announcement back from every recipient. */
export const revokeAnnouncement = (ctx: AppContext): ActionHandler => ({
  async run({ rows }) {
    await revoke(ctx, String(rows[0]!.id));
    return { message: '该系统通知撤销成功' };
  },
});
