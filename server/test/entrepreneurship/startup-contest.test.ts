import { contestEditionResource, permissionCode } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { startupDb } from '../../src/sections/entrepreneurship/startup/tables.js';
import { archiveIdCard } from '../helpers/archives.js';
import { addRoleDataRule, assignRole, createRole } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * 创业服务 part 1: entrepreneurs and their support, projects and mentors, and a start-up contest
 * from its criteria and panel to the scores (validated: the maximum, the panel, recusal), the
 * fair ranking, and the published results on the portal without anyone's personal data.
 */
const t = useTestApp();
let admin: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
type Call = ReturnType<typeof apiCaller>;

/** The ID number of the entrant's spouse, who is also on the panel. */
const SPOUSE_ID = archiveIdCard('130102', '19860303', 204);
const ENTRANT_ID = archiveIdCard('130102', '19850101', 101);
const JUDGE_PHONES = ['13900000001', '13900000002', '13900000003', '13900000004'];

async function ok(call: Call, method: 'POST' | 'PUT', url: string, body: object) {
  const res = await call(method, url, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().result as Record<string, unknown> & { id: string; version?: number };
}

const ids = {
  edition: '',
  criteria: [] as string[],
  judges: [] as string[],
  outsider: '',
  entries: [] as string[],
  projects: [] as string[],
  archives: [] as string[],
};

/** Five ventures: an archive, an entrepreneur, a project, entered in the edition. */
async function seedVentures() {
  for (let i = 0; i < 5; i++) {
    const archive = await ok(asAdmin, 'POST', '/archive/basic/add', {
      realName: i === 0 ? '赵创业' : `创业者${'甲乙丙丁'[i - 1]}`,
      idCard: i === 0 ? ENTRANT_ID : archiveIdCard('130102', '19850101', 110 + i),
      phone: `1370000000${i}`,
      residenceRegion: '130102',
      employmentStatus: '4',
    });
    ids.archives.push(archive.id);
    const business = await ok(asAdmin, 'POST', '/entrepreneurship/entrepreneur/add', {
      archiveId: archive.id,
      businessName: `石家庄测试创业${i + 1}号有限公司`,
      regionCode: '130102',
      foundingDate: '2021-05-01',
      jobsCreated: 10 + i,
    });
    const project = await ok(asAdmin, 'POST', '/entrepreneurship/project/add', {
      projectName: `测试创业项目${i + 1}`,
      entrepreneurId: business.id,
      stage: '2',
      fundingNeed: 500000,
    });
    ids.projects.push(project.id);
  }
  await ok(asAdmin, 'POST', '/archive/family/add', {
    archiveId: ids.archives[0],
    relation: '1',
    memberName: '钱秀兰',
    idCard: SPOUSE_ID,
    workUnit: '石家庄市财政局',
  });
}

async function seedContest() {
  const edition = await ok(asAdmin, 'POST', '/entrepreneurship/contest/add', {
    name: '2026年测试创业创新大赛',
    year: 2026,
    theme: '创新引领',
    intro: '面向退役军人创业项目的测试大赛。',
    status: '2',
    disagreementThreshold: 15,
    minEntries: 5,
  });
  ids.edition = edition.id;
  for (const [criterionName, weight] of [
    ['商业模式', 60],
    ['创新性', 30],
  ] as const) {
    const c = await ok(asAdmin, 'POST', '/entrepreneurship/contestCriterion/add', {
      editionId: ids.edition,
      criterionName,
      weight,
      maxScore: weight,
    });
    ids.criteria.push(c.id);
  }
  const judges = [
    ['李评委', '河北经贸大学', null],
    ['宽评委', '河北省创业投资协会', null],
    ['严评委', '河北农业大学', null],
    // The entrant's spouse: the archive records the same ID number.
    ['钱秀兰', '河北省会计学会', SPOUSE_ID],
  ] as const;
  for (const [i, [judgeName, workUnit, idCard]] of judges.entries()) {
    const j = await ok(asAdmin, 'POST', '/entrepreneurship/judge/add', {
      judgeName,
      workUnit,
      phone: JUDGE_PHONES[i],
      ...(idCard ? { idCard } : {}),
    });
    ids.judges.push(j.id);
    await ok(asAdmin, 'POST', '/entrepreneurship/contestPanel/add', {
      editionId: ids.edition,
      judgeId: j.id,
      sortNo: i + 1,
    });
  }
  ids.outsider = (
    await ok(asAdmin, 'POST', '/entrepreneurship/judge/add', {
      judgeName: '场外评委',
      workUnit: '河北科技大学',
    })
  ).id;
  for (const projectId of ids.projects) {
    const e = await ok(asAdmin, 'POST', '/entrepreneurship/contestEntry/add', {
      editionId: ids.edition,
      projectId,
      track: '1',
    });
    ids.entries.push(e.id);
  }
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await seedVentures();
  await seedContest();
});

const sheet = (judge: number) =>
  asAdmin(
    'GET',
    `/entrepreneurship/contest/scoreSheet?editionId=${ids.edition}&judgeId=${ids.judges[judge]}`,
  );

/** A judge's scores: each entry's share of every criterion's maximum (null: none). */
function scoresFor(shares: Array<number | null>, maxima = [60, 30, 10]) {
  return shares.flatMap((share, e) =>
    share === null
      ? []
      : ids.criteria.map((criterionId, c) => ({
          entryId: ids.entries[e]!,
          criterionId,
          score: Math.round(share * maxima[c]! * 100) / 100,
        })),
  );
}

const save = (judge: number | string, scores: unknown[]) =>
  asAdmin('PUT', '/entrepreneurship/contest/scores', {
    editionId: ids.edition,
    judgeId: typeof judge === 'number' ? ids.judges[judge] : judge,
    scores,
  });

const rankAction = (name: string) =>
  asAdmin('POST', `/entrepreneurship/contest/${name}`, { id: ids.edition });

describe('entrepreneurs and projects', () => {
  it('show the veteran from the archive and keep support records and mentors', async () => {
    const list = await asAdmin('GET', '/entrepreneurship/entrepreneur/list?pageSize=50');
    expect(list.statusCode).toBe(200);
    const zhao = list
      .json()
      .result.records.find((r: Record<string, unknown>) => r.archiveId === ids.archives[0]);
    expect(zhao).toMatchObject({
      archiveId_dictText: '赵创业',
      regionCode_dictText: expect.any(String),
    });
    const support = await asAdmin('POST', '/entrepreneurship/support/add', {
      entrepreneurId: zhao.id,
      kind: '1',
      item: '创业担保贷款',
      amount: 200000,
      supportDate: '2021-06-01',
      provider: '河北银行长安支行',
    });
    expect(support.statusCode, support.body).toBe(200);
    const supports = await asAdmin(
      'GET',
      `/entrepreneurship/support/list?entrepreneurId=${zhao.id}`,
    );
    expect(supports.json().result.records).toMatchObject([
      { kind_dictText: '贷款', amount: 200000, provider: '河北银行长安支行' },
    ]);
    const refused = await asAdmin('POST', '/entrepreneurship/support/add', {
      entrepreneurId: zhao.id,
      kind: '7',
      item: '未知',
      supportDate: '2021-06-01',
    });
    expect(refused.statusCode).toBe(400);
    const mentor = await asAdmin('POST', '/entrepreneurship/mentor/add', {
      projectId: ids.projects[1],
      mentorName: '孙导师',
      workUnit: '河北科技大学',
      phone: '13600001111',
    });
    expect(mentor.statusCode, mentor.body).toBe(200);
    // A project in a contest stays.
    const del = await asAdmin('DELETE', `/entrepreneurship/project/delete?id=${ids.projects[1]}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toContain('2026年测试创业创新大赛');
  });

  it('fills an entry’s entrant from the project’s entrepreneur', async () => {
    const res = await asAdmin(
      'GET',
      `/entrepreneurship/contestEntry/list?editionId=${ids.edition}`,
    );
    const first = res
      .json()
      .result.records.find((r: Record<string, unknown>) => r.id === ids.entries[0]);
    expect(first).toMatchObject({ archiveId: ids.archives[0], archiveId_dictText: '赵创业' });
  });
});

describe('recording scores', () => {
  it('shows the panel by code and marks the pair the archive links as recused', async () => {
    const res = await sheet(3);
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json().result;
    expect(grid.panel.map((p: { code: string }) => p.code)).toEqual(['A', 'B', 'C', 'D']);
    expect(grid.entries[0]).toMatchObject({ recused: true, scores: [null, null] });
    expect(grid.entries[0].reasons[0]).toContain('家庭成员');
    expect(grid.entries.slice(1).every((e: { recused: boolean }) => !e.recused)).toBe(true);
    expect((await sheet(0)).json().result.entries[0].recused).toBe(false);
  });

  it('refuses a judge not on the panel, a score above the maximum and a recused pair', async () => {
    const outsider = await save(ids.outsider, scoresFor([0.8]));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toContain('不是本届大赛评审组成员');
    const above = await save(0, [
      { entryId: ids.entries[1], criterionId: ids.criteria[0], score: 60.5 },
    ]);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain('满分');
    const negative = await save(0, [
      { entryId: ids.entries[1], criterionId: ids.criteria[1], score: -1 },
    ]);
    expect(negative.statusCode).toBe(400);
    const recused = await save(3, [...scoresFor([null, 0.8]), ...scoresFor([0.7])]);
    expect(recused.statusCode).toBe(400);
    expect(recused.json().message).toContain('回避');
    // Nothing of a refused batch is kept: the valid second entry's scores are not there.
    expect((await sheet(3)).json().result.entries[1].scores).toEqual([null, null]);
    const foreign = await save(0, [{ entryId: newId(), criterionId: ids.criteria[0], score: 10 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('不属于本届大赛');
  });

  it('saves all of a judge’s scores at once and replaces them on the next save', async () => {
    expect((await save(0, scoresFor([0.9, 0.8, 0.7, 0.6, 0.5]))).statusCode).toBe(200);
    expect((await sheet(0)).json().result.entries[0].scores).toEqual([54, 27]);
    expect((await save(0, scoresFor([0.9]))).statusCode).toBe(200);
    expect((await sheet(0)).json().result.entries[1].scores).toEqual([null, null]);
  });
});

describe('the fair ranking', () => {
  it('needs the weights to add up to 100%, and every criterion scored', async () => {
    // The lenient judge scores 8 points higher, the strict one 20 lower: the same order.
    expect((await save(0, scoresFor([0.9, 0.8, 0.7, 0.6, 0.5]))).statusCode).toBe(200);
    expect((await save(1, scoresFor([0.98, 0.88, 0.78, 0.68, 0.58]))).statusCode).toBe(200);
    expect((await save(2, scoresFor([0.7, 0.6, 0.5, 0.4, 0.3]))).statusCode).toBe(200);
    expect((await save(3, scoresFor([null, 0.8, 0.7, 0.6, 0.9]))).statusCode).toBe(200);
    const short = await rankAction('computeRanking');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('权重合计应为100%，当前为90%');
    const over = await asAdmin('POST', '/entrepreneurship/contestCriterion/add', {
      editionId: ids.edition,
      criterionName: '团队',
      weight: 20,
      maxScore: 10,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('不能超过100%');
    const team = await ok(asAdmin, 'POST', '/entrepreneurship/contestCriterion/add', {
      editionId: ids.edition,
      criterionName: '团队',
      weight: 10,
      maxScore: 10,
    });
    ids.criteria.push(team.id);
    const gap = await rankAction('computeRanking');
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toContain('评分不完整');
  });

  it('ranks on the judges’ evened-out scales and stores score, rank and flags', async () => {
    for (const [judge, shares] of [
      [0, [0.9, 0.8, 0.7, 0.6, 0.5]],
      [1, [0.98, 0.88, 0.78, 0.68, 0.58]],
      [2, [0.7, 0.6, 0.5, 0.4, 0.3]],
      [3, [null, 0.8, 0.7, 0.6, 0.9]],
    ] as const)
      expect((await save(judge, scoresFor([...shares]))).statusCode).toBe(200);
    // A score the recused judge left before the family link was recorded: it does not count.
    await startupDb(t.ctx.db)
      .insertInto('cyContestScore')
      .values(
        ids.criteria.map((criterionId) => ({
          id: newId(),
          editionId: ids.edition,
          judgeId: ids.judges[3]!,
          entryId: ids.entries[0]!,
          criterionId,
          score: 0,
          createBy: 'admin',
          createTime: t.ctx.clock.nowText(),
          updateBy: null,
          updateTime: null,
        })),
      )
      .execute();
    const res = await rankAction('computeRanking');
    expect(res.statusCode, res.body).toBe(200);
    const ranking = (
      await asAdmin('GET', `/entrepreneurship/contest/ranking?editionId=${ids.edition}`)
    ).json().result;
    expect(ranking.stale).toBe(false);
    expect(ranking.judges.map((j: { code: string; mode: string }) => `${j.code}${j.mode}`)).toEqual(
      ['Ascaled', 'Bscaled', 'Cscaled', 'Dshifted'],
    );
    const byEntry = new Map<string, Record<string, unknown>>(
      ranking.entries.map((e: { entryId: string }) => [e.entryId, e]),
    );
    const second = byEntry.get(ids.entries[1]!) as {
      sheet: Array<{ code: string; raw: number; normalised: number }>;
    };
    const [a, b, c] = second.sheet;
    // Lenient, strict and plain judges who order the entries alike count alike.
    expect(a!.raw).not.toBe(b!.raw);
    expect(b!.normalised).toBe(a!.normalised);
    expect(c!.normalised).toBe(a!.normalised);
    const first = byEntry.get(ids.entries[0]!) as Record<string, unknown> & {
      sheet: Array<Record<string, unknown>>;
    };
    expect(first).toMatchObject({ rank: 1, judgeCount: 3 });
    expect(first.sheet[3]).toMatchObject({ code: 'D', recused: true, scores: [null, null, null] });
    expect(byEntry.get(ids.entries[4]!)).toMatchObject({ disagreement: true, rank: 5 });
    expect(byEntry.get(ids.entries[1]!)).toMatchObject({ disagreement: false });
    const entries = await asAdmin(
      'GET',
      `/entrepreneurship/contestEntry/list?editionId=${ids.edition}`,
    );
    const stored = entries
      .json()
      .result.records.find((r: { id: string }) => r.id === ids.entries[4]);
    expect(stored).toMatchObject({ rankNo: 5, disagreement: 'Y' });
    expect(stored.finalScore).toEqual(expect.any(Number));
    // A score changed since: the ranking says it is out of date.
    expect((await save(0, scoresFor([0.9, 0.8, 0.7, 0.6, 0.55]))).statusCode).toBe(200);
    const again = await asAdmin(
      'GET',
      `/entrepreneurship/contest/ranking?editionId=${ids.edition}`,
    );
    expect(again.json().result.stale).toBe(true);
  });
});

describe('publishing to the portal', () => {
  const portal = (url: string) =>
    t.app.inject({ method: 'GET', url: `${API}/portal/contest/${url}` });

  it('answers 404 for an edition not published, and lists only published ones', async () => {
    expect((await portal(`queryById?id=${ids.edition}`)).statusCode).toBe(404);
    const list = await portal('list');
    expect(list.statusCode).toBe(200);
    expect(list.json().result.records.map((r: { id: string }) => r.id)).not.toContain(ids.edition);
  });

  it('publishes the ranking and the anonymised score sheets, and locks the scores', async () => {
    const res = await rankAction('publishResults');
    expect(res.statusCode, res.body).toBe(200);
    const list = await portal('list');
    expect(list.json().result.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.edition, resultsPublished: true, statusText: '已公布' }),
      ]),
    );
    const detail = await portal(`queryById?id=${ids.edition}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json().result;
    expect(body.criteria.map((c: { weight: number }) => c.weight)).toEqual([60, 30, 10]);
    expect(body.entries).toHaveLength(5);
    expect(body.entries[0]).toMatchObject({
      projectName: '测试创业项目1',
      businessName: '石家庄测试创业1号有限公司',
      regionName: expect.stringContaining('长安区'),
      rank: 1,
    });
    expect(body.entries[0].sheet.map((l: { judge: string }) => l.judge)).toEqual([
      '评委A',
      '评委B',
      '评委C',
      '评委D',
    ]);
    expect(body.entries[0].sheet[3]).toMatchObject({ recused: true, raw: null });
    const text = detail.body + list.body;
    for (const secret of [
      '赵创业',
      ENTRANT_ID,
      SPOUSE_ID,
      '钱秀兰',
      '李评委',
      ...JUDGE_PHONES,
      '13700000000',
      ids.archives[0]!,
      ids.judges[0]!,
    ])
      expect(text).not.toContain(secret);
    const locked = await save(0, scoresFor([0.9, 0.8, 0.7, 0.6, 0.5]));
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toContain('已公布结果');
    expect((await rankAction('computeRanking')).statusCode).toBe(400);
  });

  it('withdraws the results and, unpublished, answers 404 again', async () => {
    expect((await rankAction('withdrawResults')).statusCode).toBe(200);
    const detail = (await portal(`queryById?id=${ids.edition}`)).json().result;
    expect(detail).toMatchObject({ resultsPublished: false, entries: [] });
    expect((await save(0, scoresFor([0.9, 0.8, 0.7, 0.6, 0.5]))).statusCode).toBe(200);
    const un = await asAdmin('POST', '/entrepreneurship/contest/unpublish', { ids: ids.edition });
    expect(un.statusCode, un.body).toBe(200);
    expect((await portal(`queryById?id=${ids.edition}`)).statusCode).toBe(404);
  });

  it('keeps a judge on a panel', async () => {
    const res = await asAdmin('DELETE', `/entrepreneurship/judge/delete?id=${ids.judges[0]}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('a department’s staff', () => {
  let clerk: Call;

  beforeAll(async () => {
    const menus = await t.db
      .selectFrom('sysPermission')
      .select(['id', 'perms'])
      .where('id', 'like', 'menu-cy%')
      .execute();
    await createRole(t.ctx, {
      id: 'role-cy-office',
      name: '本部门创业',
      permissionIds: menus.map((m) => m.id),
    });
    const user = await createUser(t.ctx, { username: 'cy_clerk', roles: [], orgCode: 'A01A01' });
    await assignRole(t.ctx, user.id, 'role-cy-office');
    for (const def of ['contest', 'judge', 'entrepreneur', 'project'])
      await addRoleDataRule(t.app, admin, {
        roleId: 'role-cy-office',
        permissionId: `menu-cy-${def}`,
        rule: {
          ruleName: '本部门',
          ruleColumn: 'sysOrgCode',
          ruleConditions: '=',
          ruleValue: '#{sys_org_code}',
        },
      });
    const headers = withToken((await login(t.app, user.username, user.password)).token);
    clerk = apiCaller(t, () => headers);
    expect(menus.some((m) => m.perms === permissionCode(contestEditionResource, 'list'))).toBe(
      true,
    );
  });

  it('reads, scores and ranks none of another department’s contests', async () => {
    const e = ids.edition;
    for (const url of [
      `/entrepreneurship/contest/queryById?id=${e}`,
      `/entrepreneurship/contest/scoreSheet?editionId=${e}`,
      `/entrepreneurship/contest/ranking?editionId=${e}`,
      `/entrepreneurship/judge/queryById?id=${ids.judges[0]}`,
      `/entrepreneurship/entrepreneur/list?pageSize=50`,
    ]) {
      const res = await clerk('GET', url);
      if (url.includes('/list')) expect(res.json().result.total).toBe(0);
      else expect(`${url}: ${res.statusCode}`).toBe(`${url}: 404`);
    }
    const saved = await clerk('PUT', '/entrepreneurship/contest/scores', {
      editionId: e,
      judgeId: ids.judges[0],
      scores: [],
    });
    expect(saved.statusCode).toBe(404);
    for (const action of ['computeRanking', 'publishResults', 'withdrawResults'])
      expect(
        (await clerk('POST', `/entrepreneurship/contest/${action}`, { id: e })).statusCode,
      ).toBe(404);
    const criteria = await clerk('GET', `/entrepreneurship/contestCriterion/list?editionId=${e}`);
    expect(criteria.json().result.total).toBe(0);
  });

  it('runs a contest of their own', async () => {
    const own = await ok(clerk, 'POST', '/entrepreneurship/contest/add', {
      name: '本部门创业大赛',
      year: 2026,
      status: '0',
      disagreementThreshold: 15,
      minEntries: 5,
    });
    const judge = await ok(clerk, 'POST', '/entrepreneurship/judge/add', {
      judgeName: '本部门评委',
      workUnit: '石家庄学院',
    });
    await ok(clerk, 'POST', '/entrepreneurship/contestPanel/add', {
      editionId: own.id,
      judgeId: judge.id,
    });
    const grid = await clerk(
      'GET',
      `/entrepreneurship/contest/scoreSheet?editionId=${own.id}&judgeId=${judge.id}`,
    );
    expect(grid.statusCode, grid.body).toBe(200);
    // Another department's judge is no judge of theirs.
    const foreign = await clerk(
      'GET',
      `/entrepreneurship/contest/scoreSheet?editionId=${own.id}&judgeId=${ids.judges[0]}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
