import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { LOG_TYPE_LOGIN } from '../../identity/index.js';

/** Successful sign-ins only. */
const logins = (db: Db) =>
  db
    .selectFrom('sysLog')
    .where('logType', '=', LOG_TYPE_LOGIN)
    .where('operateType', '=', 'login')
    .where('outcome', '=', 'success');

/** Totals for the dashboard: all sign-ins, today's, and today's distinct addresses. */
export async function visitTotals(db: Db, today: string) {
  const [all, day] = await Promise.all([
    logins(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    logins(db)
      .where('createTime', '>=', `${today} 00:00:00`)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('ip').distinct().as('ips'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalVisitCount: Number(all.n),
    todayVisitCount: Number(day.n),
    todayIp: Number(day.ips),
  };
}

const shiftDay = (day: string, delta: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);

/** Sign-ins and distinct addresses per day for the last `days` days, oldest first, gaps as 0. */
export async function visitsByDay(db: Db, today: string, days: number) {
  const first = shiftDay(today, -(days - 1));
  const day = sql<string>`substr(create_time, 1, 10)`;
  const rows = await logins(db)
    .where('createTime', '>=', `${first} 00:00:00`)
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('visit'),
      eb.fn.count<number>('ip').distinct().as('ip'),
    ])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const d = shiftDay(first, i);
    const r = byDay.get(d);
    return {
      ymd: d,
      type: d.slice(5),
      visit: Number(r?.visit ?? 0),
      ip: Number(r?.ip ?? 0),
    };
  });
}
