import { employmentStatus, unemploymentStatus } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordPlacement } from '../../src/sections/archives/index.js';
import {
  addArchive,
  archiveIdCard,
  createRoleWithoutSensitive,
  idCardEndingInX,
  officeOf,
} from '../helpers/archives.js';
import { assignRole } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';
import { readSheet } from '../helpers/workbook.js';

const t = useTestApp();
let admin: Record<string, string>;
let plain: Record<string, string>;
let plainUserId: string;
const asAdmin = apiCaller(t, () => admin);
const asPlain = apiCaller(t, () => plain);
const S = employmentStatus.values;

const archiveRow = (id: unknown) =>
  t.db.selectFrom('arcBasic').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await createRoleWithoutSensitive(t.ctx, 'role-arc-plain');
  const user = await createUser(t.ctx, { username: 'arc_plain', roles: [] });
  await assignRole(t.ctx, user.id, 'role-arc-plain');
  plainUserId = user.id;
  plain = withToken((await login(t.app, user.username, user.password)).token);
});

describe('the archive’s identity', () => {
  it('derives sex and birth date from the ID number and refuses a second archive for it', async () => {
    const idCard = archiveIdCard('130102', '19880315', 121);
    const added = await addArchive(asAdmin, '张建军', idCard);
    expect(added).toMatchObject({ idCard, sex: '1', birthDate: '1988-03-15' });
    const female = await addArchive(asAdmin, '李秀英', archiveIdCard('130102', '19900701', 122));
    expect(female).toMatchObject({ sex: '2', birthDate: '1990-07-01' });

    const again = await asAdmin('POST', '/archive/basic/add', {
      realName: '张建军',
      idCard,
      residenceRegion: '130102',
      employmentStatus: S.unemployed,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('身份证号');
    expect(again.json().message).toContain('已存在');
  });

  it('accepts a lower-case x, stores it upper-case, and still finds the duplicate', async () => {
    const upper = idCardEndingInX('130102', '19850520');
    const added = await addArchive(asAdmin, '王小兵', upper.toLowerCase());
    expect(added.idCard).toBe(upper);
    const again = await asAdmin('POST', '/archive/basic/add', {
      realName: '王小兵',
      idCard: upper.toLowerCase(),
      residenceRegion: '130102',
      employmentStatus: S.unemployed,
    });
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().message).toContain('身份证号');
  });

  it('refuses a wrong check digit in Chinese', async () => {
    const good = archiveIdCard('130102', '19870101', 123);
    const bad = good.slice(0, 17) + (good.endsWith('0') ? '1' : '0');
    const res = await asAdmin('POST', '/archive/basic/add', {
      realName: '赵校验',
      idCard: bad,
      residenceRegion: '130102',
      employmentStatus: S.unemployed,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/身份证号.*校验位/);
  });

  it('is kept by the office of the residence region, whose staff see it', async () => {
    const county = await officeOf(t.ctx, '130104');
    const added = await addArchive(asAdmin, '孙居民', archiveIdCard('130104', '19920202', 124), {
      residenceRegion: '130104',
    });
    expect((await archiveRow(added.id)).sysOrgCode).toBe(county);
    const staff = await createUser(t.ctx, {
      username: 'arc_county',
      roles: ['staff'],
      orgCode: county,
    });
    const headers = withToken((await login(t.app, staff.username, staff.password)).token);
    const list = await asAdmin('GET', '/archive/basic/list?pageSize=100', undefined, headers);
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().result.records.map((r: { realName: string }) => r.realName);
    expect(names).toEqual(['孙居民']);
  });
});

describe('unemployment registrations and job results', () => {
  let archive: Record<string, unknown>;
  let unemploymentId: string;

  beforeAll(async () => {
    archive = await addArchive(asAdmin, '周待业', archiveIdCard('130102', '19890909', 131), {
      employmentStatus: S.other,
    });
  });

  it('a registration makes the archive unemployed; only one may be open', async () => {
    const res = await asAdmin('POST', '/archive/unemployment/add', {
      archiveId: archive.id,
      registerDate: '2025-03-01',
      reason: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    unemploymentId = res.json().result.id;
    expect(res.json().result.status).toBe(unemploymentStatus.values.open);
    const row = await archiveRow(archive.id);
    expect(row.employmentStatus).toBe(S.unemployed);
    expect(row.version).toBe(2);

    const second = await asAdmin('POST', '/archive/unemployment/add', {
      archiveId: archive.id,
      registerDate: '2025-04-01',
      reason: '9',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('该退役军人已有未关闭的失业登记');
  });

  it('a job result employs the veteran, closes the registration and adds an arranged record', async () => {
    const res = await asAdmin('POST', '/archive/jobResult/add', {
      archiveId: archive.id,
      employer: '石家庄顺达物流有限公司',
      jobTitle: '调度员',
      placementDate: '2025-05-10',
      monthlySalary: 5200,
      employmentType: '1',
      channel: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await archiveRow(archive.id)).employmentStatus).toBe(S.employed);
    const reg = await asAdmin('GET', `/archive/unemployment/queryById?id=${unemploymentId}`);
    expect(reg.json().result).toMatchObject({
      status: unemploymentStatus.values.reemployed,
      closeNote: '通过服务机构就业',
    });
    expect(String(reg.json().result.closeDate)).toMatch(/^2025-05-10/);
    const jobs = await asAdmin('GET', `/archive/employment/list?archiveId=${archive.id}`);
    expect(jobs.json().result.records).toMatchObject([
      {
        employer: '石家庄顺达物流有限公司',
        jobTitle: '调度员',
        startDate: '2025-05-10',
        monthlySalary: 5200,
        arranged: 'Y',
      },
    ]);
    // Closed, so a new registration is allowed again, and it makes the veteran unemployed.
    const next = await asAdmin('POST', '/archive/unemployment/add', {
      archiveId: archive.id,
      registerDate: '2025-09-01',
      reason: '4',
    });
    expect(next.statusCode, next.body).toBe(200);
    expect((await archiveRow(archive.id)).employmentStatus).toBe(S.unemployed);
  });

  it('a hire recorded by recruitment is written once per delivery', async () => {
    const target = await addArchive(asAdmin, '吴应聘', archiveIdCard('130102', '19910303', 132));
    const placement = {
      archiveId: String(target.id),
      employer: '河北冀运公司',
      jobTitle: '司机',
      placementDate: '2025-06-01',
      monthlySalary: 6000,
      employmentType: '1',
      channel: '3',
      deliveryId: 'delivery-test-1',
    };
    const stamp = { username: 'admin', now: t.ctx.clock.nowText() };
    const first = await t.ctx.db
      .transaction()
      .execute((trx) => recordPlacement(trx, placement, stamp));
    const second = await t.ctx.db
      .transaction()
      .execute((trx) => recordPlacement(trx, placement, stamp));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const results = await t.db
      .selectFrom('arcJobResult')
      .select('id')
      .where('archiveId', '=', String(target.id))
      .execute();
    expect(results).toHaveLength(1);
    const jobs = await t.db
      .selectFrom('arcEmployment')
      .select('arranged')
      .where('archiveId', '=', String(target.id))
      .execute();
    expect(jobs).toEqual([{ arranged: 'Y' }]);
    expect((await archiveRow(target.id)).employmentStatus).toBe(S.employed);
  });

  it('a current employment record employs the veteran unless they run their own business', async () => {
    const idle = await addArchive(asAdmin, '郑求职', archiveIdCard('130102', '19930404', 133));
    const past = await asAdmin('POST', '/archive/employment/add', {
      archiveId: idle.id,
      employer: '旧单位',
      startDate: '2020-01-01',
      endDate: '2021-01-01',
      employmentType: '1',
    });
    expect(past.statusCode, past.body).toBe(200);
    expect((await archiveRow(idle.id)).employmentStatus).toBe(S.unemployed);
    const current = await asAdmin('POST', '/archive/employment/add', {
      archiveId: idle.id,
      employer: '新单位',
      startDate: '2025-01-01',
      employmentType: '1',
    });
    expect(current.statusCode, current.body).toBe(200);
    expect((await archiveRow(idle.id)).employmentStatus).toBe(S.employed);

    const owner = await addArchive(asAdmin, '冯老板', archiveIdCard('130102', '19840505', 134), {
      employmentStatus: S.startUp,
    });
    await asAdmin('POST', '/archive/employment/add', {
      archiveId: owner.id,
      employer: '冯记餐馆',
      startDate: '2024-01-01',
      employmentType: '4',
    });
    expect((await archiveRow(owner.id)).employmentStatus).toBe(S.startUp);
  });
});

describe('related records, saved together', () => {
  let archive: Record<string, unknown>;
  const spouseId = archiveIdCard('130102', '19900808', 141);
  type Rows = Array<Record<string, unknown>>;
  const full = (): Record<string, unknown> &
    Record<'family' | 'skill' | 'training' | 'employment', Rows> => ({
    archiveId: archive.id,
    family: [
      { relation: '1', memberName: '陈丽', idCard: spouseId, phone: '13812345678' },
      { relation: '2', memberName: '陈小明' },
    ],
    skill: [{ skillName: '汽车驾驶', level: '4', obtainDate: '2019-06-01' }],
    training: [{ course: '电工培训', startDate: '2024-03-01', endDate: '2024-04-01', result: '1' }],
    employment: [],
  });

  beforeAll(async () => {
    archive = await addArchive(asAdmin, '陈退役', archiveIdCard('130102', '19860606', 140));
  });

  it('saves the four kinds and reads them back with their dictionary texts', async () => {
    const saved = await asAdmin('POST', '/archive/basic/related', full());
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await asAdmin('GET', `/archive/basic/related?archiveId=${archive.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const result = read.json().result;
    expect(result.family).toHaveLength(2);
    expect(result.family[0]).toMatchObject({
      memberName: '陈丽',
      idCard: spouseId,
      relation_dictText: '配偶',
    });
    expect(result.skill).toMatchObject([{ skillName: '汽车驾驶' }]);
    expect(result.training).toMatchObject([{ course: '电工培训', result_dictText: '合格' }]);
    expect(result.employment).toEqual([]);
  });

  it('refuses a bad row naming the row and the field, and writes nothing', async () => {
    const body = full();
    body.skill = [{ skillName: '焊工' }];
    body.family = [
      { relation: '1', memberName: '陈丽' },
      { relation: '2', memberName: '陈小明', phone: '12345' },
    ];
    const res = await asAdmin('POST', '/archive/basic/related', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^家庭成员第2行：.*(联系电话|手机)/);
    const after = await asAdmin('GET', `/archive/basic/related?archiveId=${archive.id}`);
    expect(after.json().result.skill).toMatchObject([{ skillName: '汽车驾驶' }]);
    expect(after.json().result.family[0]).toMatchObject({ idCard: spouseId });

    const bad = await asAdmin('POST', '/archive/basic/related', {
      ...full(),
      training: [{ course: '钳工', startDate: '2024-05-01', endDate: '2024-04-01' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('培训记录第1行');
  });

  it('a kind left out stays; a current employment record employs the veteran', async () => {
    const res = await asAdmin('POST', '/archive/basic/related', {
      archiveId: archive.id,
      employment: [{ employer: '正定机械厂', startDate: '2025-02-01', employmentType: '1' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await asAdmin('GET', `/archive/basic/related?archiveId=${archive.id}`)).json();
    expect(read.result.family).toHaveLength(2);
    expect(read.result.employment).toMatchObject([{ employer: '正定机械厂', arranged: 'N' }]);
    expect((await archiveRow(archive.id)).employmentStatus).toBe(S.employed);
  });

  it('masks family members without the sensitive permission and keeps masked values sent back', async () => {
    const read = await asPlain('GET', `/archive/basic/related?archiveId=${archive.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const family = read.json().result.family as Array<Record<string, unknown>>;
    expect(family[0]!.idCard).toBe(`${spouseId.slice(0, 4)}**********${spouseId.slice(-4)}`);
    expect(family[0]!.phone).toBe('138****5678');

    const edited = family.map((f) => ({
      ...f,
      workUnit: f.memberName === '陈丽' ? '县医院' : null,
    }));
    const saved = await asPlain('POST', '/archive/basic/related', {
      archiveId: archive.id,
      family: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.db
      .selectFrom('arcFamily')
      .select(['memberName', 'idCard', 'phone', 'workUnit'])
      .where('archiveId', '=', String(archive.id))
      .orderBy('memberName')
      .execute();
    expect(stored).toContainEqual({
      memberName: '陈丽',
      idCard: spouseId,
      phone: '13812345678',
      workUnit: '县医院',
    });
  });
});

describe('personal data of the archive', () => {
  let archive: Record<string, unknown>;
  const idCard = archiveIdCard('130102', '19830707', 151);

  beforeAll(async () => {
    archive = await addArchive(asAdmin, '褚敏感', idCard, { phone: '13698765432' });
  });

  it('is masked without archives:basic:sensitive in list, queryById and export', async () => {
    const maskedId = `${idCard.slice(0, 4)}**********${idCard.slice(-4)}`;
    const list = await asPlain('GET', '/archive/basic/list?realName=褚敏感');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.records[0]).toMatchObject({ idCard: maskedId, phone: '136****5432' });
    const one = await asPlain('GET', `/archive/basic/queryById?id=${archive.id}`);
    expect(one.json().result).toMatchObject({ idCard: maskedId, phone: '136****5432' });
    const exported = await asPlain('GET', `/archive/basic/exportXls?selections=${archive.id}`);
    expect(exported.statusCode).toBe(200);
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet.records()[0]).toMatchObject({ 身份证号: maskedId, 手机号: '136****5432' });
    expect(exported.rawPayload.toString('latin1')).not.toContain(idCard);
  });

  it('an edit sending the masked values back keeps the stored ones', async () => {
    await asAdmin('PUT', '/archive/basic/edit', {
      id: archive.id,
      version: 1,
      address: '河北省石家庄市长安区建设北大街1号',
    });
    const form = (await asPlain('GET', `/archive/basic/queryById?id=${archive.id}`)).json().result;
    expect(form.address).not.toContain('建设北大街');
    const res = await asPlain('PUT', '/archive/basic/edit', { ...form, remark: '已核实' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await archiveRow(archive.id)).toMatchObject({
      phone: '13698765432',
      address: '河北省石家庄市长安区建设北大街1号',
      remark: '已核实',
    });
  });

  it('cannot be filtered by without the permission', async () => {
    const res = await asPlain('GET', `/archive/basic/list?idCard=${idCard}`);
    expect(res.statusCode).toBe(403);
    const allowed = await asAdmin('GET', `/archive/basic/list?idCard=${idCard}`);
    expect(allowed.json().result.records).toHaveLength(1);
  });

  it('an unmasked read is audited, a masked one is not', async () => {
    const logs = (userId: string) =>
      t.db
        .selectFrom('sysLog')
        .select(['logContent', 'requestUrl', 'userId'])
        .where('operateType', '=', 'sensitive_read')
        .where('userId', '=', userId)
        .execute();
    const before = (await logs(plainUserId)).length;
    await asPlain('GET', `/archive/basic/queryById?id=${archive.id}`);
    expect(await logs(plainUserId)).toHaveLength(before);

    const adminId = (
      await t.db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const adminBefore = (await logs(adminId)).length;
    const one = await asAdmin('GET', `/archive/basic/queryById?id=${archive.id}`);
    expect(one.json().result.idCard).toBe(idCard);
    const after = await logs(adminId);
    expect(after).toHaveLength(adminBefore + 1);
    expect(after.at(-1)).toMatchObject({
      requestUrl: '/archive/basic',
      logContent: expect.stringContaining('就业档案'),
    });
  });
});

describe('regions in lists', () => {
  it('read with their city, as exports write them (two cities have a 桥西区)', async () => {
    const added = await addArchive(asAdmin, '桥西甲', archiveIdCard('130104', '19860101', 401), {
      residenceRegion: '130104',
      householdRegion: '130703',
    });
    const res = await asAdmin('GET', `/archive/basic/list?realName=桥西甲`);
    const row = res.json().result.records.find((r: { id: string }) => r.id === added.id);
    expect(row.residenceRegion_dictText).toBe('石家庄市桥西区');
    const one = (await asAdmin('GET', `/archive/basic/queryById?id=${added.id}`)).json().result;
    expect(one.householdRegion_dictText).toBe('张家口市桥西区');
  });
});
