import type { ResourceDef } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/core/app-context.js';
import { registerResourceRoutes } from '../../src/core/resource/resource-routes.js';
import { grantCodes } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** A resource with personal fields, registered only in this test. */
const personResource: ResourceDef = {
  key: 'testPerson',
  title: '人员',
  table: 'test_person',
  path: '/test/person',
  permission: 'test:person',
  scope: 'global',
  fields: {
    name: { label: '姓名', kind: 'string', required: true, sensitive: 'name', search: 'like' },
    phone: { label: '手机号', kind: 'string', pattern: 'phone', sensitive: 'phone' },
    idCard: { label: '身份证号', kind: 'string', pattern: 'idCard', sensitive: 'idCard' },
  },
};

const plugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: personResource });
};

const t = useTestApp({ plugins: [plugin] });
let admin: Record<string, string>;

beforeAll(async () => {
  await sql`create table test_person (
    id varchar(32) primary key, name varchar(50) not null, phone varchar(20), id_card varchar(18),
    create_by varchar(32), create_time varchar(19) not null, update_by varchar(32), update_time varchar(19))`.execute(
    t.db,
  );
  await grantCodes(t.ctx, ['test:person:list', 'test:person:add', 'test:person:export'], ['staff']);
  await grantCodes(
    t.ctx,
    ['test:person:list', 'test:person:add', 'test:person:sensitive'],
    ['admin'],
  );
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/test/person/add`,
    headers: admin,
    payload: { name: '张三丰', phone: '13912345678', idCard: '11010519491231002X' },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('sensitive fields', () => {
  it('masks personal fields for users without the sensitive permission, in lists and exports', async () => {
    const staff = await createUser(t.ctx, { username: 'mask_staff', roles: ['staff'] });
    const headers = withToken((await login(t.app, staff.username, staff.password)).token);
    const res = await t.app.inject({ method: 'GET', url: `${API}/test/person/list`, headers });
    expect(res.json().result.records[0]).toMatchObject({
      name: '张**',
      phone: '139****5678',
      idCard: '1101**********002X',
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/test/person/exportXls`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual([
      '张**',
      '139****5678',
      '1101**********002X',
    ]);
  });

  it('shows them to holders of the sensitive permission and records the read', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/test/person/list`,
      headers: admin,
    });
    expect(res.json().result.records[0]).toMatchObject({ name: '张三丰', phone: '13912345678' });
    const logs = await t.db
      .selectFrom('sysLog')
      .select(['username', 'logContent'])
      .where('operateType', '=', 'sensitive_read')
      .execute();
    expect(logs).toContainEqual({ username: 'admin', logContent: '查看人员的敏感信息，共 1 条' });
  });

  it('validates the named patterns of the form catalogue', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/test/person/add`,
      headers: admin,
      payload: { name: '李四', phone: '12345' },
    });
    expect(res.json().message).toBe('请输入正确手机号');
    const id = await t.app.inject({
      method: 'POST',
      url: `${API}/test/person/add`,
      headers: admin,
      payload: { name: '李四', idCard: '123' },
    });
    expect(id.json().message).toBe('请输入正确的身份证号码');
  });
});
