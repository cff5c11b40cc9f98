import { employmentStatus, unemploymentStatus } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addArchive, archiveIdCard } from '../helpers/archives.js';
import { assignRole, createRole } from '../helpers/permissions.js';
import {
  addCompany,
  addPosition,
  addResume,
  approveCompany,
  publish,
} from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
let archivist: Record<string, string>;
const call = apiCaller(t, () => admin);
const asArchivist = apiCaller(t, () => archivist);

const resumeRow = (idCard: string) =>
  t.db.selectFrom('zpResume').selectAll().where('idCard', '=', idCard).executeTakeFirst();
const createResume = (id: unknown, as = call) => as('POST', '/archive/basic/createResume', { id });
const queryResume = async (id: unknown) =>
  (await call('GET', `/recruitment/resume/queryById?id=${id}`)).json().result;

/** A company posts `title`, the resume applies, is invited and hired; the application. */
async function hire(resumeId: unknown, companyName: string, tail: string, title: string) {
  const company = await addCompany(call, companyName, tail);
  await approveCompany(call, String(company.id));
  const position = await addPosition(call, String(company.id), { title });
  await publish(call, String(position.id));
  const added = await call('POST', '/recruitment/delivery/add', {
    resumeId,
    positionId: position.id,
  });
  const delivery = added.json().result as { id: string };
  await call('PUT', '/recruitment/delivery/changeStatus', { id: delivery.id, status: '3' });
  const hired = await call('PUT', '/recruitment/delivery/changeStatus', {
    id: delivery.id,
    status: '4',
  });
  expect(hired.statusCode, hired.body).toBe(200);
  return delivery;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  // The archive page with every button and 生成简历, but nothing of recruitment.
  const buttons = [1, 2, 3, 4, 5, 6, 7, 8].map((b) => `menu-arc-basic-b${b}`);
  await createRole(t.ctx, {
    id: 'role-archivist',
    name: '档案员',
    permissionIds: ['menu-arc', 'menu-arc-basic', ...buttons, 'menu-arc-basic-x1'],
  });
  const user = await createUser(t.ctx, { username: 'archivist', roles: [] });
  await assignRole(t.ctx, user.id, 'role-archivist');
  archivist = withToken((await login(t.app, user.username, user.password)).token);
});

describe('a resume made from an archive', () => {
  it('carries the identity over, and a second call links instead of adding', async () => {
    const idCard = archiveIdCard('130102', '19900412', 301);
    const archive = await addArchive(call, '韩立军', idCard, {
      phone: '13700001111',
      education: '3',
      militaryBranch: '1',
      enlistDate: '2010-09-01',
      dischargeDate: '2016-08-31',
      militaryRank: '上士',
    });
    const res = await createResume(archive.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '已根据档案生成简历', result: { created: true } });
    const resume = await queryResume(res.json().result.id);
    expect(resume).toMatchObject({
      archiveId: archive.id,
      realName: '韩立军',
      phone: '13700001111',
      regionCode: '130102',
      education: '3',
      militaryBranch: '1',
      militaryRank: '上士',
      dischargeDate: '2016-08-31',
      serviceYears: 5,
      sex: '1',
      birthDate: '1990-04-12',
    });
    const again = await createResume(archive.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual({ id: resume.id, created: false });
    const count = await t.db
      .selectFrom('zpResume')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idCard', '=', idCard)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps the person in the archive: archive edits reach the resume, resume edits cannot', async () => {
    const idCard = archiveIdCard('130102', '19910203', 302);
    const archive = await addArchive(call, '曹振华', idCard);
    const made = (await createResume(archive.id)).json().result;
    const edit = await call('PUT', '/archive/basic/edit', {
      ...archive,
      realName: '曹振宇',
      phone: '13600002222',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await resumeRow(idCard)).toMatchObject({ realName: '曹振宇', phone: '13600002222' });
    const found = await call('GET', '/recruitment/resume/list?realName=*振宇*');
    expect(found.json().result.records.map((r: { id: string }) => r.id)).toContain(made.id);

    const resume = await queryResume(made.id);
    const tried = await call('PUT', '/recruitment/resume/edit', {
      ...resume,
      realName: '别的名字',
      phone: '13500003333',
      selfEvaluation: '吃苦耐劳',
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(await resumeRow(idCard)).toMatchObject({
      realName: '曹振宇',
      phone: '13600002222',
      selfEvaluation: '吃苦耐劳',
    });
  });

  it('links a resume that existed before the archive, by ID number', async () => {
    const idCard = archiveIdCard('130102', '19890909', 303);
    await addResume(call, '邱海涛', idCard, { phone: '13800009999' });
    expect((await resumeRow(idCard))?.archiveId).toBeNull();
    const archive = await addArchive(call, '邱海涛', idCard, { phone: '13811112222' });
    expect(await resumeRow(idCard)).toMatchObject({
      archiveId: archive.id,
      phone: '13811112222',
    });
  });

  it('frees the resume when its archive is deleted', async () => {
    const idCard = archiveIdCard('130102', '19920101', 304);
    const archive = await addArchive(call, '江国栋', idCard);
    await createResume(archive.id);
    const del = await call('DELETE', `/archive/basic/delete?id=${archive.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const row = await resumeRow(idCard);
    expect(row?.archiveId).toBeNull();
    const resume = await queryResume(row!.id);
    await call('PUT', '/recruitment/resume/edit', { ...resume, realName: '江国梁' });
    expect((await resumeRow(idCard))?.realName).toBe('江国梁');
  });

  it('needs the right to add resumes, and an archive with a phone', async () => {
    const archive = await addArchive(call, '蒋卫国', archiveIdCard('130102', '19870606', 305));
    const refused = await createResume(archive.id, asArchivist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('没有新增简历的权限');

    const noPhone = await addArchive(call, '沈建设', archiveIdCard('130102', '19870607', 306), {
      phone: null,
    });
    const res = await createResume(noPhone.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('手机号');
    expect(await resumeRow(String(noPhone.idCard))).toBeUndefined();
  });

  it('answers 404 for an archive that does not exist', async () => {
    const res = await createResume('no-such-archive');
    expect(res.statusCode).toBe(404);
  });
});

describe('a hire in recruitment', () => {
  it('is a job result of the archive, with its effects, once', async () => {
    const idCard = archiveIdCard('130102', '19930808', 307);
    const archive = await addArchive(call, '范志勇', idCard);
    const registered = await call('POST', '/archive/unemployment/add', {
      archiveId: archive.id,
      registerDate: '2026-01-05',
      reason: '1',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const resumeId = (await createResume(archive.id)).json().result.id;
    const delivery = await hire(resumeId, '石家庄安保服务有限公司', 'MA0000A07', '安保主管');

    const results = await t.db
      .selectFrom('arcJobResult')
      .selectAll()
      .where('archiveId', '=', String(archive.id))
      .execute();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      deliveryId: delivery.id,
      employer: '石家庄安保服务有限公司',
      jobTitle: '安保主管',
      monthlySalary: 5000,
      channel: '3',
    });
    const row = await t.db
      .selectFrom('arcBasic')
      .select('employmentStatus')
      .where('id', '=', String(archive.id))
      .executeTakeFirstOrThrow();
    expect(row.employmentStatus).toBe(employmentStatus.values.employed);
    const registration = await t.db
      .selectFrom('arcUnemployment')
      .select(['status', 'closeDate'])
      .where('archiveId', '=', String(archive.id))
      .executeTakeFirstOrThrow();
    expect(registration.status).toBe(unemploymentStatus.values.reemployed);
    const arranged = await t.db
      .selectFrom('arcEmployment')
      .select(['employer', 'arranged'])
      .where('archiveId', '=', String(archive.id))
      .execute();
    expect(arranged).toEqual([{ employer: '石家庄安保服务有限公司', arranged: 'Y' }]);
  });

  it('of a veteran without an archive records nothing and still succeeds', async () => {
    const idCard = archiveIdCard('130102', '19940909', 308);
    const resume = await addResume(call, '无档案', idCard);
    const delivery = await hire(resume.id, '石家庄物流有限公司', 'MA0000A08', '物流配送司机');
    const results = await t.db
      .selectFrom('arcJobResult')
      .select('id')
      .where('deliveryId', '=', String(delivery.id))
      .execute();
    expect(results).toEqual([]);
  });
});
