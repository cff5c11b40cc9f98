import type { Insertable } from 'kysely';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { addDays, between, dateOf, earlier, later } from '../../../db/demo/demo-time.js';
import { newId } from '../../../db/ids.js';
import type { RecruitmentTables } from '../tables.js';
import type { DemoPosition } from './generate-positions.js';
import type { DemoResume } from './generate-resumes.js';
import type { GeneratorContext } from './generator-context.js';

type DeliveryRow = Insertable<RecruitmentTables['zpDelivery']>;
type InterviewRow = Insertable<RecruitmentTables['zpInterview']>;
type Status = '1' | '2' | '3' | '4' | '5';

const STATUS: ReadonlyArray<readonly [Status, number]> = [
  ['1', 35],
  ['2', 25],
  ['3', 15],
  ['4', 10],
  ['5', 15],
];
const REJECT_NOTES = ['岗位要求与简历不匹配', '求职者已另行就业', '面试未通过', '岗位已招满'];

/** Positions by city, for applications close to home. */
function byCity(positions: DemoPosition[]) {
  const map = new Map<string, DemoPosition[]>();
  for (const p of positions) {
    const list = map.get(p.cityCode);
    if (list) list.push(p);
    else map.set(p.cityCode, [p]);
  }
  return map;
}

/** Each step a few days after the one before, never later than now. */
function timeline(ctx: GeneratorContext, p: DemoPosition, r: DemoResume, status: Status) {
  const { rng, now } = ctx;
  const from = later(p.publishTime!, r.createTime);
  const until = earlier(now, `${p.expireDate} 23:59:59`);
  const deliverTime = from < until ? between(from, until, rng.next()) : from;
  const step = (t: string) => earlier(addDays(t, 0.2 + rng.next() * 4), now);
  const viewTime = status === '1' ? null : step(deliverTime);
  const interviewTime =
    status === '3' || status === '4' || (status === '5' && rng.chance(0.3))
      ? step(viewTime!)
      : null;
  const resultTime = status === '4' || status === '5' ? step(interviewTime ?? viewTime!) : null;
  return { deliverTime, viewTime, interviewTime, resultTime };
}

function interviewRow(
  ctx: GeneratorContext,
  d: DeliveryRow & { id: string; resumeId: string; positionId: string },
  p: DemoPosition,
  t: { interviewTime: string | null; resultTime: string | null },
): InterviewRow {
  const { rng, now } = ctx;
  const invited = t.interviewTime!;
  const onSite = rng.chance(0.7);
  const interviewTime = t.resultTime
    ? between(invited, t.resultTime, 0.5)
    : `${dateOf(addDays(invited, rng.int(1, 7)))} ${rng.pick(['09:30', '10:00', '14:00', '15:30'])}:00`;
  const done = d.status !== '3' || interviewTime < now;
  const result = d.status === '4' ? '1' : d.status === '5' ? '2' : done ? '3' : null;
  return {
    id: newId(),
    deliveryId: d.id,
    resumeId: d.resumeId,
    positionId: d.positionId,
    interviewTime,
    mode: onSite ? '1' : '2',
    place: onSite ? p.company.address : null,
    onlineLink: onSite
      ? null
      : `https://meeting.example.com/j/${rng.int(100_000_000, 999_999_999)}`,
    contactName: p.company.contactName,
    contactPhone: p.company.contactPhone,
    status: done ? '2' : '1',
    result,
    evaluation: result === '1' ? '综合素质好，纪律性强，同意录用。' : null,
    sysOrgCode: null,
    createBy: 'system',
    createTime: invited,
    updateBy: done ? 'system' : null,
    updateTime: done ? earlier(interviewTime, now) : null,
  };
}

/**
 * About one application per resume (unique per resume and position), mostly to positions in
 * the veteran's city, along the pipeline 1–5; those invited to interview get an interview.
 */
export async function generateDeliveries(
  ctx: GeneratorContext,
  positions: DemoPosition[],
  resumes: DemoResume[],
): Promise<void> {
  const { rng } = ctx;
  const open = positions.filter((p) => p.publishTime);
  if (!open.length || !resumes.length) return;
  const cities = byCity(open);
  const seen = new Set<string>();
  const count = resumes.length;
  for (let done = 0; done < count; ) {
    const n = Math.min(ctx.batchSize, count - done);
    const deliveries: DeliveryRow[] = [];
    const interviews: InterviewRow[] = [];
    for (let i = 0; i < n; i++) {
      const r = rng.pick(resumes);
      const p = rng.pick(rng.chance(0.7) ? (cities.get(r.cityCode) ?? open) : open);
      if (seen.has(`${r.id}:${p.id}`)) continue;
      seen.add(`${r.id}:${p.id}`);
      const status = rng.weighted(STATUS);
      const t = timeline(ctx, p, r, status);
      const row = {
        id: newId(),
        resumeId: r.id,
        positionId: p.id,
        companyId: p.company.id,
        status,
        ...t,
        companyNote:
          status === '5' ? rng.pick(REJECT_NOTES) : status === '4' ? '已发录用通知' : null,
        sysOrgCode: null,
        createBy: 'system',
        createTime: t.deliverTime,
        updateBy: status === '1' ? null : 'system',
        updateTime: t.resultTime ?? t.interviewTime ?? t.viewTime,
      };
      deliveries.push(row);
      if (t.interviewTime) interviews.push(interviewRow(ctx, row, p, t));
    }
    await ctx.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'zpDelivery', deliveries, ctx.batchSize);
      await insertRows(trx, 'zpInterview', interviews, ctx.batchSize);
    });
    done += n;
    ctx.progress('deliveries', done);
  }
}
