import { beforeAll, describe, expect, it } from 'vitest';
import { expirePositions } from '../../src/sections/recruitment/services/position-lifecycle.js';
import { recruitmentDb } from '../../src/sections/recruitment/tables.js';
import {
  addCompany,
  addPosition,
  addResume,
  approveCompany,
  creditCode,
  idCard,
  publish,
  zy,
} from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const portal = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('companies', () => {
  it('checks the GB 32100 check digit and starts every company as pending', async () => {
    const wrong =
      creditCode('MA0000001').slice(0, 17) + (creditCode('MA0000001').endsWith('0') ? '1' : '0');
    const bad = await call('POST', '/recruitment/company/add', {
      companyName: '校验位错误公司',
      creditCode: wrong,
      regionCode: '130102',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('统一社会信用代码');
    const c = await addCompany(call, '冀安物流有限公司', 'MA0000001');
    expect(c.auditStatus).toBe('0');
    expect(c.auditStatus_dictText).toBe('待审核');
    const reject = await call('POST', '/recruitment/company/audit', { ids: c.id, approve: false });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().message).toBe('请填写驳回原因');
    await call('POST', '/recruitment/company/audit', {
      ids: c.id,
      approve: false,
      reason: '营业执照不清晰',
    });
    const after = (await call('GET', `/recruitment/company/queryById?id=${c.id}`)).json().result;
    expect(after).toMatchObject({ auditStatus: '2', auditReason: '营业执照不清晰' });
  });
});

describe('positions and the approval gate', () => {
  it('publishes only for an approved company, and the portal shows only what is published', async () => {
    const c = await addCompany(call, '燕赵安保服务有限公司', 'MA0000002');
    const p = await addPosition(call, String(c.id), { title: '押运安保员' });
    expect(p).toMatchObject({ status: '0', status_dictText: '草稿' });
    const refused = await publish(call, String(p.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('企业尚未通过审核，不能发布岗位');

    const listed = async () =>
      (
        (await portal(`/portal/position/list?keyword=${encodeURIComponent('押运')}`)).json().result
          .records as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    expect(await listed()).toEqual([]);

    await approveCompany(call, String(c.id));
    expect((await publish(call, String(p.id))).statusCode).toBe(200);
    expect(await listed()).toEqual([p.id]);
    const detail = await portal(`/portal/position/queryById?id=${p.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().result).toMatchObject({
      title: '押运安保员',
      companyName: '燕赵安保服务有限公司',
    });

    // A company whose approval is withdrawn takes its published positions off the portal.
    await call('POST', '/recruitment/company/audit', {
      ids: c.id,
      approve: false,
      reason: '资质过期',
    });
    expect(await listed()).toEqual([]);
    expect((await portal(`/portal/position/queryById?id=${p.id}`)).statusCode).toBe(404);
    expect((await portal(`/portal/company/queryById?id=${c.id}`)).statusCode).toBe(404);
  });

  it('closes, refuses a past expiry date, and expires published positions after their date', async () => {
    const c = await addCompany(call, '保定机电设备有限公司', 'MA0000003');
    await approveCompany(call, String(c.id));
    const p = await addPosition(call, String(c.id), { title: '设备维修电工' });
    const salary = await call('PUT', '/recruitment/position/edit', {
      id: p.id,
      version: p.version,
      salaryMin: 9000,
      salaryMax: 6000,
    });
    expect(salary.json().message).toContain('最高月薪不能低于最低月薪');
    expect((await publish(call, String(p.id))).statusCode).toBe(200);
    const closed = await call('POST', '/recruitment/position/close', { ids: p.id });
    expect(closed.statusCode).toBe(200);
    const again = await call('POST', '/recruitment/position/close', { ids: p.id });
    expect(again.json().message).toContain('未处于发布状态');
    expect((await publish(call, String(p.id))).statusCode).toBe(200);

    await t.db
      .updateTable('zpPosition')
      .set({ expireDate: '2020-01-01' })
      .where('id', '=', String(p.id))
      .execute();
    // The portal hides it at once, before the nightly sweep marks it expired.
    expect((await portal(`/portal/position/queryById?id=${p.id}`)).statusCode).toBe(404);
    expect(
      await expirePositions(recruitmentDb(t.ctx.db), t.ctx.clock.nowText().slice(0, 10)),
    ).toBeGreaterThanOrEqual(1);
    const row = (await call('GET', `/recruitment/position/queryById?id=${p.id}`)).json().result;
    expect(row).toMatchObject({ status: '3', status_dictText: '已过期' });
    const republish = await publish(call, String(p.id));
    expect(republish.json().message).toContain('截止日期已过');
  });
});

describe('matching', () => {
  let positionId = '';
  const resumes: Record<string, string> = {};

  beforeAll(async () => {
    const c = await addCompany(call, '石家庄顺达运输有限公司', 'MA0000004');
    await approveCompany(call, String(c.id));
    const p = await addPosition(call, String(c.id), { title: '冷链运输司机' });
    positionId = String(p.id);
    expect((await publish(call, positionId)).statusCode).toBe(200);
    const r1 = await addResume(call, '张国强', idCard('130102', '19900101', '011'), {
      intentionCategories: zy('4-02'),
      intentionRegions: '130100',
      education: '4',
      salaryMin: 6000,
      salaryMax: 9000,
      workYears: 3,
      skills: '驾驶,电工',
    });
    const r2 = await addResume(call, '李卫东', idCard('130203', '19920202', '031'), {
      regionCode: '130203',
      intentionCategories: zy('4-01'),
      education: '2',
      workYears: 1,
      skills: '安保员',
    });
    const r3 = await addResume(call, '赵建军', idCard('130102', '19880303', '051'), {
      intentionCategories: zy('4'),
      intentionRegions: '130000',
      education: '3',
      salaryMin: 8000,
      salaryMax: 8000,
    });
    const far = await addResume(call, '孙海波', idCard('110105', '19910404', '071'), {
      regionCode: '110105',
      intentionCategories: zy('5-01'),
      education: '1',
    });
    Object.assign(resumes, { r1: r1.id, r2: r2.id, r3: r3.id, far: far.id });
  });

  it('ranks resumes for a position with exact scores and a breakdown, above the minimum only', async () => {
    const res = await call('GET', `/recruitment/match/resumesForPosition?positionId=${positionId}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result;
    expect(list.ruleName).toBe('默认推荐规则');
    expect(list.records.map((r: { title: string; total: number }) => [r.title, r.total])).toEqual([
      ['张国强', 92.5],
      ['赵建军', 85],
    ]);
    expect(list.records[0].breakdown.map((b: { score: number }) => b.score)).toEqual([
      30, 20, 15, 10, 10, 2.5, 5,
    ]);
    expect(list.records[0].breakdown[0]).toMatchObject({ label: '岗位类别', weight: 30 });
    // The far-away resume never became a candidate: it shares neither category family nor city.
    expect(list.scanned).toBe(3);
  });

  it('ranks positions for a resume, and follows the active rule', async () => {
    const res = await call('GET', `/recruitment/match/positionsForResume?resumeId=${resumes.r1}`);
    const first = res.json().result.records[0];
    expect(first).toMatchObject({ id: positionId, title: '冷链运输司机', total: 92.5 });

    const rule = await call('POST', '/recruitment/recommendRule/add', {
      ruleName: '只看类别',
      categoryWeight: 100,
      regionWeight: 0,
      educationWeight: 0,
      salaryWeight: 0,
      experienceWeight: 0,
      skillWeight: 0,
      veteranWeight: 0,
      minScore: 40,
      active: 'Y',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const ranked = await call(
      'GET',
      `/recruitment/match/resumesForPosition?positionId=${positionId}`,
    );
    expect(
      ranked.json().result.records.map((r: { title: string; total: number }) => [r.title, r.total]),
    ).toEqual([
      ['张国强', 100],
      ['赵建军', 100],
      ['李卫东', 50],
    ]);
    const active = await t.db
      .selectFrom('zpRecommendRule')
      .select('ruleName')
      .where('active', '=', 'Y')
      .execute();
    expect(active.map((r) => r.ruleName)).toEqual(['只看类别']);
    await t.db.updateTable('zpRecommendRule').set({ active: 'N' }).execute();
    await t.db
      .updateTable('zpRecommendRule')
      .set({ active: 'Y' })
      .where('id', '=', 'rule-default')
      .execute();
  });

  it('records a pushed recommendation and messages a veteran who has an account', async () => {
    const veteran = await createUser(t.ctx, { username: 'vet_zhang', roles: [] });
    await t.db
      .updateTable('zpResume')
      .set({ userId: veteran.id })
      .where('id', '=', resumes.r1!)
      .execute();
    const push = await call('POST', '/recruitment/recommend/push', {
      resumeId: resumes.r1,
      positionId,
    });
    expect(push.statusCode, push.body).toBe(200);
    expect(push.json()).toMatchObject({
      message: '推荐已发送',
      result: { score: 92.5, messageSent: true },
    });
    const vet = withToken((await login(t.app, veteran.username, veteran.password)).token);
    const bell = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/annountCement/listByUser`,
      headers: vet,
    });
    expect(JSON.stringify(bell.json().result)).toContain('为您推荐岗位：冷链运输司机');
    const noAccount = await call('POST', '/recruitment/recommend/push', {
      resumeId: resumes.r3,
      positionId,
    });
    expect(noAccount.json().message).toContain('尚未开通账号');
    const records = await call('GET', `/recruitment/recommendRecord/list?resumeId=${resumes.r1}`);
    expect(records.json().result.records[0]).toMatchObject({ score: 92.5, messageSent: 'Y' });
  });

  it('puts record text into the message as text, never as markup', async () => {
    const title = '<img src=x onerror=alert(1)>司机';
    await t.db.updateTable('zpPosition').set({ title }).where('id', '=', positionId).execute();
    const push = await call('POST', '/recruitment/recommend/push', {
      resumeId: resumes.r1,
      positionId,
    });
    expect(push.statusCode, push.body).toBe(200);
    const message = await t.db
      .selectFrom('sysAnnouncement')
      .select('msgContent')
      .where('titile', 'like', '%onerror%')
      .executeTakeFirstOrThrow();
    expect(message.msgContent).toContain('&lt;img src=x onerror=alert(1)&gt;司机');
    expect(message.msgContent).not.toContain('<img');
    await t.db
      .updateTable('zpPosition')
      .set({ title: '冷链运输司机' })
      .where('id', '=', positionId)
      .execute();
  });

  it('answers 403 to a user without the matching permission', async () => {
    const u = await createUser(t.ctx, { username: 'match_noperm', roles: [] });
    const token = withToken((await login(t.app, u.username, u.password)).token);
    const res = await call(
      'GET',
      `/recruitment/match/resumesForPosition?positionId=${positionId}`,
      undefined,
      token,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('applications and interviews', () => {
  it('allows one application per resume and position, enforced by the database', async () => {
    const c = await addCompany(call, '唐山钢铁配套服务有限公司', 'MA0000005');
    await approveCompany(call, String(c.id));
    const p = await addPosition(call, String(c.id), { title: '叉车司机' });
    await publish(call, String(p.id));
    const r = await addResume(call, '周志刚', idCard('130203', '19930505', '091'));
    const first = await call('POST', '/recruitment/delivery/add', {
      resumeId: r.id,
      positionId: p.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    const delivery = first.json().result;
    expect(delivery).toMatchObject({ status: '1', companyId: c.id });
    const twice = await call('POST', '/recruitment/delivery/add', {
      resumeId: r.id,
      positionId: p.id,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('该求职者已投递过此岗位');
    await expect(
      t.db
        .insertInto('zpDelivery')
        .values({
          id: 'dup-delivery',
          resumeId: String(r.id),
          positionId: String(p.id),
          companyId: String(c.id),
          deliverTime: '2026-01-01 00:00:00',
          createTime: '2026-01-01 00:00:00',
          createBy: null,
          updateBy: null,
          updateTime: null,
          companyNote: null,
          viewTime: null,
          interviewTime: null,
          resultTime: null,
          sysOrgCode: null,
        })
        .execute(),
    ).rejects.toThrow();
    const count = (await call('GET', `/recruitment/position/queryById?id=${p.id}`)).json().result
      .applyCount;
    expect(count).toBe(1);

    const skip = await call('PUT', '/recruitment/delivery/changeStatus', {
      id: delivery.id,
      status: '4',
    });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('投递状态不能从“已投递”变为“已录用”');
    const interview = await call('POST', '/recruitment/interview/add', {
      deliveryId: delivery.id,
      interviewTime: '2026-12-01 09:30:00',
      mode: '1',
      place: '唐山市路北区建设路1号',
      status: '1',
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(interview.json().result).toMatchObject({ resumeId: r.id, positionId: p.id });
    const invited = (await call('GET', `/recruitment/delivery/queryById?id=${delivery.id}`)).json()
      .result;
    expect(invited.status).toBe('3');
    const hired = await call('PUT', '/recruitment/delivery/changeStatus', {
      id: delivery.id,
      status: '4',
      note: '面试通过，12月入职',
    });
    expect(hired.statusCode).toBe(200);
    const final = (await call('GET', `/recruitment/delivery/queryById?id=${delivery.id}`)).json()
      .result;
    expect(final).toMatchObject({
      status: '4',
      status_dictText: '已录用',
      companyNote: '面试通过，12月入职',
    });
    expect(final.resultTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const late = await call('POST', '/recruitment/interview/add', {
      deliveryId: delivery.id,
      interviewTime: '2026-12-02 09:30:00',
      mode: '2',
      status: '1',
    });
    expect(late.json().message).toContain('该投递已有结果');
  });
});

describe('Chinese search', () => {
  it('finds resumes by two-character and longer Chinese keywords, with filters', async () => {
    const a = await addResume(call, '吴红军', idCard('130104', '19870707', '111'), {
      skills: '叉车操作,仓储管理',
      education: '3',
    });
    const w = await call('POST', '/recruitment/resumeWork/add', {
      resumeId: a.id,
      companyName: '河北冷链仓储中心',
      jobTitle: '仓库主管',
    });
    expect(w.statusCode, w.body).toBe(200);
    const b = await addResume(call, '郑海涛', idCard('130203', '19890808', '131'), {
      regionCode: '130203',
      skills: '厨师,面点',
      education: '2',
    });
    const search = async (params: string) =>
      (await call('GET', `/recruitment/resume/search?${params}`)).json().result.records as Array<{
        id: string;
        phone: string;
      }>;
    const ids = async (params: string) => (await search(params)).map((r) => r.id);
    expect(await ids(`keyword=${encodeURIComponent('叉车操作')}`)).toEqual([a.id]);
    expect(await ids(`keyword=${encodeURIComponent('仓库主管')}`)).toEqual([a.id]);
    expect(await ids(`keyword=${encodeURIComponent('面点')}`)).toEqual([b.id]);
    expect(await ids(`keyword=${encodeURIComponent('仓储')}&regionCode=130100`)).toEqual([a.id]);
    expect(await ids(`keyword=${encodeURIComponent('仓储')}&regionCode=130200`)).toEqual([]);
    expect(await ids(`keyword=${encodeURIComponent('厨师')}&education=2`)).toEqual([b.id]);
    expect((await search(`keyword=${encodeURIComponent('面点')}`))[0]!.phone).toBe('13800138000');
    const quote = await call(
      'GET',
      `/recruitment/resume/search?keyword=${encodeURIComponent('"叉车" OR x')}`,
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json().result.records).toEqual([]);
  });

  it('filters portal companies by the region they lie in, not by digits anywhere in the code', async () => {
    const here = await addCompany(call, '石家庄区域测试有限公司', 'MA0000081', {
      regionCode: '130102',
    });
    const away = await addCompany(call, '朝阳区域测试有限公司', 'MA0000082', {
      regionCode: '211302',
    });
    for (const c of [here, away]) await approveCompany(call, String(c.id));
    const names = async (region: string) =>
      (
        await portal(
          `/portal/company/list?keyword=${encodeURIComponent('区域测试')}&regionCode=${region}`,
        )
      )
        .json()
        .result.records.map((r: { companyName: string }) => r.companyName);
    expect(await names('130000')).toEqual(['石家庄区域测试有限公司']);
    expect(await names('130100')).toEqual(['石家庄区域测试有限公司']);
    expect(await names('210000')).toEqual(['朝阳区域测试有限公司']);
  });

  it('searches portal positions by a two-character keyword within a region', async () => {
    const c = await addCompany(call, '邯郸建工集团有限公司', 'MA0000006', { regionCode: '130402' });
    await approveCompany(call, String(c.id));
    const here = await addPosition(call, String(c.id), {
      title: '施工安全员',
      regionCode: '130402',
    });
    const there = await addPosition(call, String(c.id), {
      title: '安全巡检员',
      regionCode: '130102',
    });
    await publish(call, `${here.id},${there.id}`);
    const res = await portal(
      `/portal/position/list?keyword=${encodeURIComponent('安全')}&regionCode=130400`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result.records.map((r: { title: string }) => r.title)).toEqual([
      '施工安全员',
    ]);
    const city = await portal(
      `/portal/position/list?keyword=${encodeURIComponent('安全')}&regionCode=130100`,
    );
    expect(city.json().result.records.map((r: { title: string }) => r.title)).toEqual([
      '安全巡检员',
    ]);
    const bad = await portal('/portal/position/list?regionCode=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('地区编码应为6位数字');
  });
});

describe('resume history sub-tables', () => {
  it('saves education, work and skills together, all or nothing, and searches them', async () => {
    const r = await addResume(call, '冯振宇', idCard('130105', '19860606', '151'));
    const save = (body: Record<string, unknown>) =>
      call('PUT', '/recruitment/resume/history', {
        resumeId: r.id,
        education: [],
        work: [],
        skill: [],
        ...body,
      });
    const ok = await save({
      education: [
        {
          school: '河北交通职业技术学院',
          major: '汽车运用技术',
          education: '3',
          startDate: '2004-09-01',
        },
      ],
      work: [{ companyName: '石家庄公交集团', jobTitle: '驾驶员', startDate: '2012-03-01' }],
      skill: [{ skillName: 'A1驾驶证', level: 'A1' }, { skillName: '电工证' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const history = (await call('GET', `/recruitment/resume/history?resumeId=${r.id}`)).json()
      .result;
    expect(history.education).toHaveLength(1);
    expect(history.skill.map((s: { skillName: string }) => s.skillName).sort()).toEqual([
      'A1驾驶证',
      '电工证',
    ]);

    const bad = await save({
      work: [{ companyName: '保定物流' }],
      skill: [{ level: '高级' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('技能证书第1行：请输入技能/证书名称');
    const unchanged = (await call('GET', `/recruitment/resume/history?resumeId=${r.id}`)).json()
      .result;
    expect(unchanged.work.map((w: { companyName: string }) => w.companyName)).toEqual([
      '石家庄公交集团',
    ]);

    const found = await call(
      'GET',
      `/recruitment/resume/search?keyword=${encodeURIComponent('石家庄公交')}`,
    );
    expect(found.json().result.records.map((x: { id: string }) => x.id)).toEqual([r.id]);
    if (t.ctx.dialect === 'sqlite') {
      const ftsRows = await t.db
        .selectFrom('zpResumeFts')
        .select('body')
        .where('resumeId', '=', String(r.id))
        .execute();
      expect(ftsRows).toHaveLength(1);
      expect(ftsRows[0]!.body).toContain('石家庄公交');
    }
  });
});
