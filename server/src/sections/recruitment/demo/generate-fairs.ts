import type { Insertable } from 'kysely';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { addDays, dayAt, earlier, later } from '../../../db/demo/demo-time.js';
import { newId } from '../../../db/ids.js';
import type { RecruitmentTables } from '../tables.js';
import { FAIR_THEMES, FAIR_VENUES } from './demo-vocabulary.js';
import type { DemoPosition } from './generate-positions.js';
import type { DemoResume } from './generate-resumes.js';
import type { GeneratorContext } from './generator-context.js';

type FairRow = Insertable<RecruitmentTables['zpJobFair']>;
type BoothRow = Insertable<RecruitmentTables['zpFairBooth']>;
type RegistrationRow = Insertable<RecruitmentTables['zpFairRegistration']>;

const ONLINE_VENUE = '河北省退役军人就业服务平台（线上）';

interface Fair {
  row: FairRow & { id: string; createTime: string; startTime: string; endTime: string };
  cityCode: string;
}

function fairRow(ctx: GeneratorContext): Fair {
  const { rng, now } = ctx;
  const cityCode = rng.pick(ctx.cityCodes);
  const cityName = ctx.cityName.get(cityCode)!;
  const online = rng.chance(0.4);
  const startTime = dayAt(now, rng.int(-60, 45), '09:00');
  const endTime = online ? dayAt(startTime, rng.int(3, 7), '18:00') : dayAt(startTime, 0, '16:00');
  const theme = online ? FAIR_THEMES[FAIR_THEMES.length - 1]! : rng.pick(FAIR_THEMES.slice(0, -1));
  const organizer = `${cityName}退役军人服务中心`;
  const createTime = earlier(addDays(startTime, -rng.int(15, 30)), now);
  const district = rng.pick(ctx.districtsByCity.get(cityCode)!);
  return {
    cityCode,
    row: {
      id: newId(),
      title: `${startTime.slice(0, 4)}年${cityName}${theme}`,
      fairType: online ? '1' : '2',
      organizer,
      venue: online ? ONLINE_VENUE : `${cityName}${rng.pick(FAIR_VENUES)}`,
      regionCode: district.code,
      startTime,
      endTime,
      regDeadline: dayAt(startTime, -1, '17:00'),
      poster: null,
      description: `<p>为促进退役军人高质量充分就业，${organizer}举办本次招聘会，组织${cityName}及周边企业提供适合退役军人的岗位。</p><p>参会须知：请携带身份证、退役证件和个人简历；线上招聘会可直接在平台投递简历。</p>`,
      status: '1',
      viewCount: rng.int(50, 3000),
      sysOrgCode: null,
      createBy: 'system',
      createTime,
      updateBy: null,
      updateTime: null,
    },
  };
}

/** Published positions per company, the companies of the fair's city first. */
function exhibitors(ctx: GeneratorContext, fair: Fair, byCompany: Map<string, DemoPosition[]>) {
  const local: string[] = [];
  const others: string[] = [];
  for (const [id, positions] of byCompany)
    (positions[0]!.company.district.cityCode === fair.cityCode ? local : others).push(id);
  return [...ctx.rng.sample(local, local.length), ...ctx.rng.sample(others, 20)];
}

function booths(ctx: GeneratorContext, fair: Fair, byCompany: Map<string, DemoPosition[]>) {
  const { rng, now } = ctx;
  const companyIds = exhibitors(ctx, fair, byCompany);
  const approved = rng.int(5, 15);
  const pending = rng.int(0, 3);
  return companyIds.slice(0, approved + pending).map((companyId, i): BoothRow => {
    const ok = i < approved;
    const positions = rng.sample(byCompany.get(companyId)!, rng.int(1, 4));
    const createTime = earlier(addDays(fair.row.createTime, rng.next() * 10), now);
    return {
      id: newId(),
      fairId: fair.row.id,
      companyId,
      positionIds: positions.map((p) => p.id).join(','),
      boothNo: ok ? `A${String(i + 1).padStart(2, '0')}` : null,
      status: ok ? '1' : '0',
      auditReason: null,
      createBy: 'system',
      createTime,
      updateBy: ok ? 'system' : null,
      updateTime: ok ? earlier(addDays(createTime, 1), now) : null,
    };
  });
}

function registrations(ctx: GeneratorContext, fair: Fair, resumes: DemoResume[]) {
  const { rng, now } = ctx;
  const past = fair.row.endTime < now;
  return rng.sample(resumes, rng.int(20, 60)).map((r): RegistrationRow => {
    const attended = past && rng.chance(0.75);
    const createTime = earlier(
      later(addDays(fair.row.createTime, rng.next() * 14), r.createTime),
      now,
    );
    return {
      id: newId(),
      fairId: fair.row.id,
      resumeId: r.id,
      attended: attended ? 'Y' : 'N',
      intendedHire: attended && rng.chance(0.25) ? 'Y' : 'N',
      createBy: 'system',
      createTime,
      updateBy: attended ? 'system' : null,
      updateTime: attended ? fair.row.endTime : null,
    };
  });
}

/** Published job fairs around now, with approved and pending booths and registrations. */
export async function generateFairs(
  ctx: GeneratorContext,
  count: number,
  positions: DemoPosition[],
  resumes: DemoResume[],
): Promise<void> {
  const byCompany = new Map<string, DemoPosition[]>();
  for (const p of positions) {
    if (p.status !== '1') continue;
    const list = byCompany.get(p.company.id);
    if (list) list.push(p);
    else byCompany.set(p.company.id, [p]);
  }
  for (let done = 0; done < count; done++) {
    const fair = fairRow(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'zpJobFair', [fair.row], ctx.batchSize);
      await insertRows(trx, 'zpFairBooth', booths(ctx, fair, byCompany), ctx.batchSize);
      await insertRows(trx, 'zpFairRegistration', registrations(ctx, fair, resumes), ctx.batchSize);
    });
    ctx.progress('fairs', done + 1);
  }
}
