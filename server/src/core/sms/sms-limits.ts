import { SMS_PER_IP_PER_HOUR, SMS_PER_PHONE_PER_DAY, SMS_RESEND_SECONDS } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { serviceUnavailable, tooManyRequests } from '../errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const SMS_LIMIT_MESSAGES = {
  resend: (seconds: number) => `验证码已发送，请${seconds}秒后再获取`,
  phoneDaily: '该手机号今日获取验证码次数已达上限，请明天再试',
  client: '获取验证码过于频繁，请稍后再试',
  busy: '短信服务繁忙，请稍后再试',
} as const;

async function countSince(
  db: Db,
  column: 'phone' | 'ip' | null,
  value: string | null,
  since: number,
): Promise<number> {
  let q = db
    .selectFrom('sysSmsCode')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('createdAt', '>', since);
  if (column) q = q.where(column, '=', value ?? '');
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/**
 * Refuses a send that breaks a limit: a phone once a minute and ten times a day, a client twenty
 * times an hour, everyone together `globalPerMinute` a minute (the breaker). Counted from the
 * codes table, so restarts and several instances share the counts. Sends for phones without an
 * account count too: the limits must not tell the two apart.
 */
export async function checkSmsLimits(
  db: Db,
  req: { phone: string; ip: string | null; now: number; globalPerMinute: number },
): Promise<void> {
  const { phone, ip, now } = req;
  const last = await db
    .selectFrom('sysSmsCode')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('phone', '=', phone)
    .executeTakeFirst();
  const lastAt = Number(last?.at ?? 0);
  const wait = Math.ceil((lastAt + SMS_RESEND_SECONDS * 1000 - now) / 1000);
  if (lastAt && wait > 0) throw tooManyRequests(SMS_LIMIT_MESSAGES.resend(wait));
  if ((await countSince(db, 'phone', phone, now - DAY)) >= SMS_PER_PHONE_PER_DAY)
    throw tooManyRequests(SMS_LIMIT_MESSAGES.phoneDaily);
  if (ip && (await countSince(db, 'ip', ip, now - HOUR)) >= SMS_PER_IP_PER_HOUR)
    throw tooManyRequests(SMS_LIMIT_MESSAGES.client);
  if ((await countSince(db, null, null, now - 60_000)) >= req.globalPerMinute)
    throw serviceUnavailable(SMS_LIMIT_MESSAGES.busy);
}
