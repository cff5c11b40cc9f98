import { VETERAN_LINK_ATTEMPTS_PER_DAY, VETERAN_MESSAGES } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addArchive, archiveIdCard } from '../helpers/archives.js';
import {
  addCompany,
  addFair,
  addPosition,
  approveCompany,
  publish,
} from '../helpers/recruitment.js';
import {
  controlClock,
  postFrom,
  signedInVeteran,
  veteranSignIn as signIn,
} from '../helpers/sms.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 我的求职: a veteran signs in on the portal, links the archive, applies, and sees only their own. */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

const veteranSignIn = (mobile: string) => signIn(t, clock, mobile);
const veteran = (mobile: string) => signedInVeteran(t, clock, mobile);

const HAN = { realName: '韩卫东', idCard: archiveIdCard('130102', '19900101', 31) };
const LI = { realName: '李建军', idCard: archiveIdCard('130102', '19910303', 51) };
let positionId: string;
let draftId: string;
let companyId: string;

beforeAll(async () => {
  clock = controlClock(t);
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await addArchive(call, HAN.realName, HAN.idCard, { phone: '13700000001' });
  await addArchive(call, LI.realName, LI.idCard, { phone: '13700000002' });
  const company = await addCompany(call, '冀中精工机械有限公司', '0CB000001');
  companyId = String(company.id);
  await approveCompany(call, companyId);
  positionId = String((await addPosition(call, companyId, { title: '数控车工' })).id);
  await publish(call, positionId);
  draftId = String((await addPosition(call, companyId, { title: '质检员' })).id);
});

describe('signing in on the portal', () => {
  it('opens a veteran account on the first sign-in by phone and code', async () => {
    const res = await veteranSignIn('13700000001');
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().result.userInfo;
    expect(info).toMatchObject({ phone: '13700000001', roleCodes: ['veteran'], orgCode: null });
    // Named otherwise than by the phone, which lists would show.
    expect(info.username).toMatch(/^vt[a-z0-9]{10}$/);
    const again = await veteranSignIn('13700000001');
    expect(again.json().result.userInfo.id).toBe(info.id);
  });

  it('refuses staff and company accounts, and a wrong code', async () => {
    await createUser(t.ctx, { username: 'staff_vp', roles: ['staff'] });
    await t.db
      .updateTable('sysUser')
      .set({ phone: '13700000009' })
      .where('username', '=', 'staff_vp')
      .execute();
    const staff = await veteranSignIn('13700000009');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('该账号不是求职者账号，请从工作人员或企业登录入口登录');
    const wrong = await postFrom(t, '/sys/vphoneLogin', {
      mobile: '13700000003',
      captcha: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const none = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('phone', '=', '13700000003')
      .execute();
    expect(none).toHaveLength(0);
  });
});

describe('the veteran’s own things', () => {
  let han: ReturnType<typeof apiCaller>;
  let li: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    han = await veteran('13700000001');
    li = await veteran('13700000002');
  });

  it('needs the archive linked first', async () => {
    const me = await han('GET', '/accounts/veteran/me');
    expect(me.json().result).toMatchObject({ linked: false, resumeId: null });
    const apply = await han('POST', '/accounts/veteran/apply', { positionId });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toBe(VETERAN_MESSAGES.notLinked);
  });

  it('links by name, ID number and the account’s phone, saying nothing of which was wrong', async () => {
    // Li's name and number, from Han's account (Han's phone): no match.
    const other = await han('POST', '/accounts/veteran/linkArchive', LI);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(VETERAN_MESSAGES.noMatch);
    const linked = await han('POST', '/accounts/veteran/linkArchive', HAN);
    expect(linked.statusCode, linked.body).toBe(200);
    const me = (await han('GET', '/accounts/veteran/me')).json().result;
    expect(me).toMatchObject({ linked: true, realName: '韩卫东' });
    expect(me.idCard).not.toBe(HAN.idCard);
    expect(me.idCard).toMatch(/\*/);
    const resume = await t.db
      .selectFrom('zpResume')
      .select(['userId', 'realName', 'sysOrgCode'])
      .where('id', '=', String(me.resumeId))
      .executeTakeFirstOrThrow();
    expect(resume.realName).toBe('韩卫东');
    expect(resume.sysOrgCode).toMatch(/^A01/);
  });

  it('has a few tries a day', async () => {
    const wrong = { realName: '李建军', idCard: archiveIdCard('130102', '19910303', 52) };
    for (let i = 0; i < VETERAN_LINK_ATTEMPTS_PER_DAY; i++) {
      const res = await li('POST', '/accounts/veteran/linkArchive', wrong);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await li('POST', '/accounts/veteran/linkArchive', LI);
    expect(blocked.statusCode).toBe(429);
    clock.later(24 * 3600_000);
    const next = await li('POST', '/accounts/veteran/linkArchive', LI);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('keeps the resume, never the archive’s person', async () => {
    const resume = (await han('GET', '/accounts/veteran/resume')).json().result;
    const saved = await han('PUT', '/accounts/veteran/resume', {
      version: resume.version,
      selfEvaluation: '服役五年，驾驶技术过硬',
      realName: '改名',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await han('GET', '/accounts/veteran/resume')).json().result;
    expect(after).toMatchObject({ selfEvaluation: '服役五年，驾驶技术过硬', realName: '韩卫东' });
  });

  it('applies once per published position and follows the application to the interview', async () => {
    const first = await han('POST', '/accounts/veteran/apply', { positionId });
    expect(first.statusCode, first.body).toBe(200);
    const twice = await han('POST', '/accounts/veteran/apply', { positionId });
    expect(twice.statusCode).toBe(400);
    const draft = await han('POST', '/accounts/veteran/apply', { positionId: draftId });
    expect(draft.statusCode).toBe(400);
    const missing = await han('POST', '/accounts/veteran/apply', { positionId: 'nope' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('投递岗位“nope”不存在');

    const company = await createUser(t.ctx, {
      username: 'qy_vp',
      roles: ['companyUser'],
      companyId,
    });
    const companyHeaders = withToken(
      (await login(t.app, company.username, company.password)).token,
    );
    const asCompany = apiCaller(t, () => companyHeaders);
    const received = (await asCompany('GET', '/recruitment/delivery/list')).json().result.records;
    expect(received).toHaveLength(1);
    const invited = await asCompany('POST', '/recruitment/interview/add', {
      deliveryId: received[0].id,
      interviewTime: '2026-12-02 10:00:00',
      mode: '1',
      place: '石家庄市长安区中山东路1号',
      status: '1',
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const mine = (await han('GET', '/accounts/veteran/applications')).json().result;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      positionTitle: '数控车工',
      companyName: '冀中精工机械有限公司',
      status_dictText: '邀请面试',
    });
    expect(mine[0].interviews[0]).toMatchObject({
      interviewTime: '2026-12-02 10:00:00',
      place: '石家庄市长安区中山东路1号',
    });
    const theirs = (await li('GET', '/accounts/veteran/applications')).json().result;
    expect(theirs).toEqual([]);
  });

  it('registers for a fair once', async () => {
    const fairId = (await addFair(call)).id;
    const registered = await han('POST', '/accounts/veteran/registerFair', { fairId });
    expect(registered.statusCode, registered.body).toBe(200);
    const again = await han('POST', '/accounts/veteran/registerFair', { fairId });
    expect(again.statusCode).toBe(400);
    const fairs = (await han('GET', '/accounts/veteran/fairs')).json().result;
    expect(fairs.map((f: { title: string }) => f.title)).toEqual(['退役军人专场招聘会']);
    expect((await li('GET', '/accounts/veteran/fairs')).json().result).toEqual([]);
  });

  it('registers for no fair that is unpublished or over', async () => {
    const fair = (status: string, endTime: string) =>
      addFair(call, {
        title: `招聘会${status}${endTime}`,
        startTime: '2020-05-01 09:00:00',
        endTime,
        status,
      });
    for (const [status, endTime] of [
      ['0', '2099-05-01 16:00:00'],
      ['1', '2021-05-01 16:00:00'],
    ] as const) {
      const fairId = (await fair(status, endTime)).id;
      const res = await han('POST', '/accounts/veteran/registerFair', { fairId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VETERAN_MESSAGES.fairClosed);
    }
  });

  it('keeps favourite positions and companies the portal shows, each veteran their own', async () => {
    const unapproved = await addCompany(call, '未审核测试有限公司', '0CB000009');
    for (const [targetType, targetId] of [
      ['position', draftId],
      ['company', String(unapproved.id)],
      ['position', 'nosuchposition'],
    ]) {
      const res = await han('POST', '/accounts/veteran/favorite', { targetType, targetId });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(res.json().message).toBe(VETERAN_MESSAGES.gone);
    }
    const resume = await han('POST', '/accounts/veteran/favorite', {
      targetType: 'resume',
      targetId: 'x',
    });
    expect(resume.statusCode).toBe(400);
    for (const [targetType, targetId] of [
      ['position', positionId],
      ['company', companyId],
      ['position', positionId],
    ]) {
      const res = await han('POST', '/accounts/veteran/favorite', { targetType, targetId });
      expect(res.statusCode, res.body).toBe(200);
    }
    const kept = (await han('GET', '/accounts/veteran/favorites')).json().result;
    expect(kept.map((f: { title: string }) => f.title).sort()).toEqual(
      ['冀中精工机械有限公司', '数控车工'].sort(),
    );
    expect(kept.find((f: { targetType: string }) => f.targetType === 'position')).toMatchObject({
      companyName: '冀中精工机械有限公司',
      available: true,
    });
    expect((await li('GET', '/accounts/veteran/favorites')).json().result).toEqual([]);
    // Li removing Han's favourite removes nothing of Han's.
    await li('POST', '/accounts/veteran/unfavorite', {
      targetType: 'company',
      targetId: companyId,
    });
    expect((await han('GET', '/accounts/veteran/favorites')).json().result).toHaveLength(2);
    await han('POST', '/accounts/veteran/unfavorite', {
      targetType: 'company',
      targetId: companyId,
    });
    expect((await han('GET', '/accounts/veteran/favorites')).json().result).toHaveLength(1);
  });

  it('reads a portal company’s contact once signed in, and no other company’s', async () => {
    const contact = await li('GET', `/accounts/veteran/companyContact?companyId=${companyId}`);
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().result).toMatchObject({
      contactName: '王经理',
      contactPhone: '13912345678',
    });
    const unapproved = await addCompany(call, '未审核二有限公司', '0CB000010');
    const hidden = await li('GET', `/accounts/veteran/companyContact?companyId=${unapproved.id}`);
    expect(hidden.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API}/accounts/veteran/companyContact?companyId=${companyId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers malformed input with a 400 and a Chinese message', async () => {
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/accounts/veteran/linkArchive', { realName: '', idCard: 'x' }],
      ['POST', '/accounts/veteran/linkArchive', { realName: ['a'], idCard: 1 }],
      ['PUT', '/accounts/veteran/resume', { version: 'abc' }],
      ['PUT', '/accounts/veteran/resume', { version: 1, salaryMin: { a: 1 } }],
      ['POST', '/accounts/veteran/apply', {}],
      ['POST', '/accounts/veteran/registerFair', { fairId: 'x'.repeat(40) }],
    ];
    for (const [method, url, body] of bad) {
      const res = await han(method as 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('reaches nothing of the back office', async () => {
    for (const url of [
      '/recruitment/delivery/list',
      '/recruitment/resume/list',
      '/archive/basic/list',
    ]) {
      const res = await han('GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    const staff = await call('GET', '/accounts/veteran/me');
    expect(staff.statusCode).toBe(403);
  });
});
