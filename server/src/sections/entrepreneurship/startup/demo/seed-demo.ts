import {
  contestAward,
  contestStatus,
  contestTrack,
  employmentStatus,
  supportKind,
  yesNo,
} from '@vets/contracts';
import { DictLookupCache } from '../../../../core/resource/dict-lookup.js';
import type { Clock } from '../../../../db/clock.js';
import type { Db } from '../../../../db/database.js';
import { creditCode, mobilePhone } from '../../../../db/demo/demo-identifiers.js';
import { addDays, between, dateOf, earlier } from '../../../../db/demo/demo-time.js';
import { type HebeiCounty, hebeiCounties } from '../../../../db/demo/hebei-counties.js';
import { createRng, type Rng } from '../../../../db/demo/prng.js';
import { newId } from '../../../../db/ids.js';
import { type ArchiveBrief, archivesInStatus, archiveTies } from '../../../archives/index.js';
import { RegionOffices } from '../../../organisation/index.js';
import {
  type ContestContext,
  editionFacts,
  pairKey,
  recusalsOf,
} from '../services/contest-facts.js';
import { publishResults } from '../services/contest-results.js';
import { type StartupDb, startupDb } from '../tables.js';
import {
  BANKS,
  CRITERIA,
  JUDGES,
  MENTORS,
  SPARE_JUDGES,
  VENTURES,
  type VentureSeed,
} from './startup-vocabulary.js';

const DEMO_SEED = 20261126;
/** Entries of the published edition; the rest of the projects enter the next one. */
const ENTRIES = 10;
/** Projects that have mentors. */
const MENTORED = 8;

const audit = (createTime: string) => ({
  createBy: 'admin',
  createTime,
  updateBy: null,
  updateTime: null,
});

interface Venture {
  seed: VentureSeed;
  veteran: ArchiveBrief;
  entrepreneurId: string;
  projectId: string;
  businessName: string;
  city: string;
}

async function industryIds(db: StartupDb): Promise<Map<string, string>> {
  const names = [...new Set(VENTURES.map((v) => v.industry))];
  const rows = await db
    .selectFrom('sysCategory')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .where('id', 'like', 'cat-hy-%')
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** An entrepreneur's loans, subsidies, incubation and training, after the founding. */
function supportRows(
  rng: Rng,
  entrepreneurId: string,
  county: HebeiCounty,
  founding: string,
  now: string,
) {
  const city = county.cityName;
  const on = (days: number) => dateOf(earlier(addDays(`${founding} 09:00:00`, days), now));
  const rows: Array<{
    kind: string;
    item: string;
    amount: number;
    supportDate: string;
    provider: string;
    remark: string | null;
  }> = [
    {
      kind: supportKind.values.subsidy,
      item: '一次性创业补贴',
      amount: rng.pick([5000, 8000, 10000]),
      supportDate: on(rng.int(60, 200)),
      provider: `${city}退役军人事务局`,
      remark: null,
    },
  ];
  if (rng.chance(0.75))
    rows.push({
      kind: supportKind.values.loan,
      item: '创业担保贷款',
      amount: rng.step(100_000, 300_000, 50_000),
      supportDate: on(rng.int(20, 120)),
      provider: `${rng.pick(BANKS)}${city.replace(/市$/, '')}分行`,
      remark: '财政贴息，期限3年',
    });
  if (rng.chance(0.45))
    rows.push({
      kind: supportKind.values.incubation,
      item: '入驻创业孵化基地',
      amount: 0,
      supportDate: on(rng.int(0, 60)),
      provider: `${city}退役军人创业孵化基地`,
      remark: '免收场地租金两年',
    });
  if (rng.chance(0.35))
    rows.push({
      kind: supportKind.values.training,
      item: '创业培训（SYB）',
      amount: 0,
      supportDate: on(-rng.int(30, 120)),
      provider: `${city}人力资源和社会保障局`,
      remark: null,
    });
  return rows.map((r) => ({
    id: newId(),
    entrepreneurId,
    ...r,
    ...audit(`${r.supportDate} 10:00:00`),
  }));
}

/** Twelve veterans' businesses, their support, and a project each (eight with mentors). */
async function seedVentures(db: Db, rng: Rng, now: string): Promise<Venture[]> {
  const sdb = startupDb(db);
  const pool = await archivesInStatus(
    db,
    [employmentStatus.values.startUp, employmentStatus.values.selfEmployed],
    200,
  );
  if (pool.length < VENTURES.length) return [];
  const veterans = rng.sample(pool, VENTURES.length);
  const counties = await hebeiCounties(sdb);
  const countyOf = new Map(counties.map((c) => [c.code, c]));
  const industries = await industryIds(sdb);
  const ventures: Venture[] = [];
  for (const [i, seed] of VENTURES.entries()) {
    const veteran = veterans[i]!;
    const county = countyOf.get(veteran.residenceRegion ?? '') ?? counties[0]!;
    const founding = dateOf(addDays(now, -rng.int(420, 2200)));
    const businessName = `${county.cityName.replace(/市$/, '')}${seed.word}`;
    const entrepreneurId = newId();
    const created = `${founding} 09:30:00`;
    await sdb
      .insertInto('cyEntrepreneur')
      .values({
        id: entrepreneurId,
        archiveId: veteran.id,
        businessName,
        creditCode: creditCode(rng, county.code),
        industry: industries.get(seed.industry) ?? null,
        regionCode: county.code,
        foundingDate: founding,
        jobsCreated: rng.int(...seed.jobs),
        registeredCapital: seed.capital,
        address: `${county.cityName}${county.name}${rng.pick(['建设', '和平', '胜利', '新华', '人民'])}路${rng.int(1, 300)}号`,
        businessScope: seed.scope,
        remark: null,
        sysOrgCode: veteran.sysOrgCode,
        version: 1,
        ...audit(earlier(addDays(created, rng.int(30, 300)), now)),
      })
      .execute();
    await sdb
      .insertInto('cySupport')
      .values(supportRows(rng, entrepreneurId, county, founding, now))
      .execute();
    const projectId = newId();
    await sdb
      .insertInto('cyProject')
      .values({
        id: projectId,
        projectName: seed.project,
        entrepreneurId,
        stage: seed.stage,
        industry: industries.get(seed.industry) ?? null,
        fundingNeed: seed.funding,
        financingStatus: seed.financing,
        description: seed.description,
        sysOrgCode: veteran.sysOrgCode,
        version: 1,
        ...audit(earlier(addDays(created, rng.int(200, 400)), now)),
      })
      .execute();
    if (i < MENTORED) {
      const mentors = rng.sample(MENTORS, rng.int(1, 2));
      await sdb
        .insertInto('cyMentor')
        .values(
          mentors.map(([mentorName, workUnit, expertise]) => ({
            id: newId(),
            projectId,
            mentorName,
            workUnit,
            expertise,
            phone: mobilePhone(rng),
            ...audit(earlier(addDays(created, rng.int(400, 500)), now)),
          })),
        )
        .execute();
    }
    ventures.push({
      seed,
      veteran,
      entrepreneurId,
      projectId,
      businessName,
      city: county.cityName,
    });
  }
  return ventures;
}

type JudgeRow = { id: string; level: number; spread: number };

/**
 * The judge pool: the four scoring judges, a fifth who is a family member of one entrant (the
 * archive records their ID number), and two who sit on no published panel.
 */
async function seedJudges(
  db: Db,
  rng: Rng,
  office: string | null,
  now: string,
  relative: Relative | undefined,
) {
  const sdb = startupDb(db);
  const created = dateOf(addDays(now, -300));
  const insert = async (j: {
    name: string;
    unit: string;
    title: string;
    field: string;
    idCard?: string | null;
  }) => {
    const id = newId();
    await sdb
      .insertInto('cyJudge')
      .values({
        id,
        judgeName: j.name,
        workUnit: j.unit,
        title: j.title,
        expertise: j.field,
        idCard: j.idCard ?? null,
        phone: mobilePhone(rng),
        remark: null,
        sysOrgCode: office,
        version: 1,
        ...audit(`${created} 10:00:00`),
      })
      .execute();
    return id;
  };
  const scoring: JudgeRow[] = [];
  for (const j of JUDGES) scoring.push({ id: await insert(j), level: j.level, spread: j.spread });
  if (relative)
    scoring.push({
      id: await insert({
        name: relative.memberName,
        unit: relative.workUnit,
        title: '高级经济师',
        field: '企业财务',
        idCard: relative.idCard,
      }),
      level: 78,
      spread: 0.8,
    });
  const spare: string[] = [];
  for (const [name, unit, title, field] of SPARE_JUDGES)
    spare.push(await insert({ name, unit, title, field }));
  return { scoring, spare };
}

/** A family member of an entrant with an ID number on record: the judge who must step aside. */
interface Relative {
  memberName: string;
  idCard: string;
  workUnit: string;
}

async function relativeOf(db: Db, ventures: readonly Venture[]): Promise<Relative | undefined> {
  const ties = await archiveTies(
    db,
    ventures.map((v) => v.veteran.id),
  );
  // An adult relative (one with a job to name) of an entrant in the middle of the field.
  for (const v of [...ventures.slice(3, ENTRIES), ...ventures.slice(0, 3)]) {
    const member = ties
      .get(v.veteran.id)
      ?.family.find(
        (f) => f.idCard && f.workUnit && !['无', '在校学生', '退休'].includes(f.workUnit),
      );
    if (member?.idCard)
      return {
        memberName: member.memberName,
        idCard: member.idCard,
        workUnit: `${v.city}财政局`,
      };
  }
  return undefined;
}

const trackOf = (seed: VentureSeed) => {
  if (['农业', '畜牧业', '农副食品加工业', '零售业'].includes(seed.industry))
    return contestTrack.values.rural;
  if (['软件和信息技术服务业', '电气机械和器材制造业'].includes(seed.industry))
    return contestTrack.values.tech;
  return seed.stage >= '3' ? contestTrack.values.growth : contestTrack.values.startUp;
};

async function addEdition(
  db: Db,
  values: {
    name: string;
    year: number;
    theme: string;
    intro: string;
    signUpStart: string;
    signUpEnd: string;
    status: string;
    published: string;
    createTime: string;
  },
  office: string | null,
) {
  const sdb = startupDb(db);
  const id = newId();
  await sdb
    .insertInto('cyContest')
    .values({
      id,
      ...values,
      organizer: '河北省退役军人事务厅、河北省人力资源和社会保障厅',
      disagreementThreshold: 15,
      minEntries: 5,
      resultsPublished: yesNo.values.no,
      publishTime: null,
      sysOrgCode: office,
      version: 1,
      ...audit(values.createTime),
    })
    .execute();
  const criteria: string[] = [];
  for (const [i, [criterionName, weight, maxScore, description]] of CRITERIA.entries()) {
    const cid = newId();
    criteria.push(cid);
    await sdb
      .insertInto('cyContestCriterion')
      .values({
        id: cid,
        editionId: id,
        criterionName,
        weight,
        maxScore,
        description,
        sortNo: i + 1,
        ...audit(values.createTime),
      })
      .execute();
  }
  return { id, criteria };
}

async function seat(db: Db, editionId: string, judges: readonly string[], createTime: string) {
  await startupDb(db)
    .insertInto('cyContestPanel')
    .values(
      judges.map((judgeId, i) => ({
        id: newId(),
        editionId,
        judgeId,
        sortNo: i + 1,
        ...audit(createTime),
      })),
    )
    .execute();
}

async function enter(
  db: Db,
  editionId: string,
  ventures: readonly Venture[],
  from: string,
  to: string,
  rng: Rng,
) {
  const ids: string[] = [];
  for (const v of ventures) {
    const id = newId();
    ids.push(id);
    await startupDb(db)
      .insertInto('cyContestEntry')
      .values({
        id,
        editionId,
        projectId: v.projectId,
        archiveId: v.veteran.id,
        team: null,
        track: trackOf(v.seed),
        award: contestAward.values.none,
        finalScore: null,
        rankNo: null,
        disagreement: yesNo.values.no,
        ...audit(between(from, to, rng.next())),
      })
      .execute();
  }
  return ids;
}

const half = (x: number) => Math.round(x * 2) / 2;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Awards by rank: one first prize, two second, three third, two merit awards. */
const AWARDS = [
  contestAward.values.first,
  contestAward.values.second,
  contestAward.values.second,
  contestAward.values.third,
  contestAward.values.third,
  contestAward.values.third,
  contestAward.values.merit,
  contestAward.values.merit,
];

/**
 * Demo start-up data for a new installation, only while there is none: entrepreneurs linked to
 * demo archives with their support and projects, the judge pool, last year's provincial contest
 * scored in full (a lenient and a strict judge, one judge recused through a family link),
 * ranked, awarded and published, and next year's contest taking sign-ups.
 */
export async function seedDemoStartup(db: Db, clock: Clock): Promise<void> {
  const sdb = startupDb(db);
  if (await sdb.selectFrom('cyEntrepreneur').select('id').limit(1).executeTakeFirst()) return;
  const rng = createRng(DEMO_SEED);
  const now = clock.nowText();
  const ventures = await seedVentures(db, rng, now);
  if (ventures.length < ENTRIES + 2) return;
  const office = (await new RegionOffices(db).officeOf('130000')) ?? null;
  const { scoring, spare } = await seedJudges(db, rng, office, now, await relativeOf(db, ventures));

  // The edition whose results are out: this year's once autumn is over, else last year's.
  const thisYear = Number(now.slice(0, 4));
  const year = now.slice(5, 10) >= '11-01' ? thisYear : thisYear - 1;
  const at = (md: string, hm = '09:00') => earlier(`${year}-${md} ${hm}:00`, now);
  const done = await addEdition(
    db,
    {
      name: `${year}年河北省退役军人创业创新大赛`,
      year,
      theme: '创新引领 · 军创未来',
      intro: `为激发退役军人创新创业活力，${year}年河北省退役军人创业创新大赛面向全省退役军人创办的企业和创业项目征集参赛作品，经市级选拔推荐、省级评审，评选出一、二、三等奖和优秀奖，获奖项目优先获得创业担保贷款、孵化场地和导师辅导等支持。`,
      signUpStart: dateOf(at('04-01')),
      signUpEnd: dateOf(at('06-30')),
      status: contestStatus.values.judging,
      published: yesNo.values.no,
      createTime: at('03-10'),
    },
    office,
  );
  const entrants = ventures.slice(0, ENTRIES);
  await seat(
    db,
    done.id,
    scoring.map((j) => j.id),
    at('07-15'),
  );
  const entryIds = await enter(db, done.id, entrants, at('04-02'), at('06-28'), rng);
  const ctx: ContestContext = { db, clock, dictCache: new DictLookupCache(db) };
  const facts = await editionFacts(ctx, done.id);
  const recused = await recusalsOf(db, facts);

  // Each entry's quality; each judge reads it through their own level and spread.
  const quality = entryIds.map(() => rng.int(58, 94));
  const scores = [];
  for (const [j, judge] of scoring.entries())
    for (const [e, entryId] of entryIds.entries()) {
      if (recused.has(pairKey(judge.id, entryId))) continue;
      // One entry the fourth judge sees very differently: 评委分歧.
      const outlier = j === 3 && e === 4 ? -24 : 0;
      const total = clamp(
        judge.level + judge.spread * (quality[e]! - 75) + rng.int(-3, 3) + outlier,
        30,
        99,
      );
      for (const [c, criterionId] of done.criteria.entries()) {
        const max = CRITERIA[c]![2];
        scores.push({
          id: newId(),
          editionId: done.id,
          judgeId: judge.id,
          entryId,
          criterionId,
          score: clamp(half((total / 100) * max + (rng.next() - 0.5) * 2), 0, max),
          ...audit(at('09-20', '15:00')),
        });
      }
    }
  await sdb.insertInto('cyContestScore').values(scores).execute();
  await publishResults(ctx, done.id, 'admin');
  const ranked = await sdb
    .selectFrom('cyContestEntry')
    .select(['id', 'rankNo'])
    .where('editionId', '=', done.id)
    .orderBy('rankNo')
    .execute();
  for (const r of ranked)
    await sdb
      .updateTable('cyContestEntry')
      .set({
        award: r.rankNo
          ? (AWARDS[r.rankNo - 1] ?? contestAward.values.none)
          : contestAward.values.none,
      })
      .where('id', '=', r.id)
      .execute();
  await sdb
    .updateTable('cyContest')
    .set({ publishTime: at('10-28', '10:00'), updateTime: at('10-28', '10:00') })
    .where('id', '=', done.id)
    .execute();

  // Next year's edition, taking sign-ups now.
  const next = await addEdition(
    db,
    {
      name: `${year + 1}年河北省退役军人创业创新大赛`,
      year: year + 1,
      theme: '科技赋能 · 乡村振兴',
      intro: `${year + 1}年大赛设初创组、成长组、乡村振兴组和科技创新组，欢迎全省退役军人创办的企业、合作社和创业团队报名参赛。报名截止后将组织市级选拔和省级评审，优秀项目可获得创业扶持资金和导师一对一辅导。`,
      signUpStart: dateOf(addDays(now, -15)),
      signUpEnd: dateOf(addDays(now, 45)),
      status: contestStatus.values.signUp,
      published: yesNo.values.yes,
      createTime: addDays(now, -20),
    },
    office,
  );
  await seat(db, next.id, [scoring[0]!.id, scoring[2]!.id, ...spare], addDays(now, -10));
  await enter(db, next.id, ventures.slice(ENTRIES - 1), addDays(now, -14), addDays(now, -1), rng);
}
