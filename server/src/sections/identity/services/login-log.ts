import type { LoginLogEntry, PageResult } from '@vets/contracts';
import { pageResult } from '../../../core/page-result.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { containsText } from '../../../db/like.js';

export const LOG_TYPE_LOGIN = 1;

type LoginEvent = 'login' | 'logout' | 'login_failed' | 'login_locked';

interface LoginLogInput {
  event: LoginEvent;
  content: string;
  userId: string | null;
  username: string;
  ip: string | null;
  userAgent: string | null;
}

export async function writeLoginLog(db: Db, clock: Clock, e: LoginLogInput): Promise<void> {
  await db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LOG_TYPE_LOGIN,
      logContent: e.content.slice(0, 1000),
      operateType: e.event,
      outcome: e.event === 'login' || e.event === 'logout' ? 'success' : 'failure',
      userId: e.userId,
      username: e.username.slice(0, 100),
      ip: e.ip,
      userAgent: e.userAgent?.slice(0, 255) ?? null,
      method: null,
      requestUrl: null,
      costTime: null,
      createTime: clock.nowText(),
    })
    .execute();
}

interface LoginLogQuery {
  /** 1 login log (default), 2 operation log. */
  logType?: number;
  /** Contains, on the operation's name. */
  logContent?: string | undefined;
  pageNo: number;
  pageSize: number;
  userId?: string | undefined;
  username?: string | undefined;
  outcome?: string | undefined;
  createTimeBegin?: string | undefined;
  createTimeEnd?: string | undefined;
}

export async function listLoginLog(db: Db, q: LoginLogQuery): Promise<PageResult<LoginLogEntry>> {
  let base = db.selectFrom('sysLog').where('logType', '=', q.logType ?? LOG_TYPE_LOGIN);
  if (q.logContent) base = base.where(containsText('logContent', q.logContent));
  if (q.userId) base = base.where('userId', '=', q.userId);
  if (q.username) base = base.where(containsText('username', q.username));
  if (q.outcome) base = base.where('outcome', '=', q.outcome);
  if (q.createTimeBegin) base = base.where('createTime', '>=', q.createTimeBegin);
  if (q.createTimeEnd) base = base.where('createTime', '<=', q.createTimeEnd);

  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const records = await base
    .select([
      'id',
      'username',
      'ip',
      'userAgent',
      'outcome',
      'logContent',
      'createTime',
      'operateType',
      'method',
      'requestUrl',
      'costTime',
    ])
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const rows = records.map((r) => ({ ...r, username: r.username ?? '' }));
  return pageResult(rows, Number(total), q.pageNo, q.pageSize);
}

/** The user's latest successful sign-in (time and IP), if any. */
export function lastLoginOf(db: Db, userId: string) {
  return db
    .selectFrom('sysLog')
    .select(['createTime', 'ip'])
    .where('userId', '=', userId)
    .where('logType', '=', LOG_TYPE_LOGIN)
    .where('operateType', '=', 'login' satisfies LoginEvent)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
