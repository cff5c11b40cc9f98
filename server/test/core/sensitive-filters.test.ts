import { fieldGuardsSensitive, permissionCode, type ResourceDef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { addPermission, createRole } from '../helpers/permissions.js';
import { idCard } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestApp,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * Masked fields do not leak through filters: without `<permission>:sensitive` nobody filters,
 * sorts, searches, superQueries, duplicate-checks or dictionary-reads by a sensitive field or
 * by a field that rebuilds one (`revealsSensitive`). Walks every registered resource.
 */
const t = useTestApp();
let admin: Record<string, string>;
let plain: Record<string, string>;

interface Guarded {
  def: ResourceDef;
  field: string;
}

/** Every guarded field of every resource the server registers. */
function guardedFields(app: TestApp): Guarded[] {
  return app.ctx.resources.all().flatMap(({ def }) =>
    Object.entries(def.fields)
      .filter(([, f]) => fieldGuardsSensitive(f))
      .map(([field]) => ({ def, field })),
  );
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

const superQuery = (field: string, rule: string) =>
  `superQueryParams=${encodeURIComponent(JSON.stringify([{ field, rule, val: '13' }]))}`;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  // A user who may list and export every resource with a guarded field, but see none of them:
  // a role of their own (seeded roles hold the sensitive code of their own records).
  const defs = [...new Set(guardedFields(t).map((g) => g.def))];
  const ids: string[] = [];
  for (const code of defs.flatMap((d) => [
    permissionCode(d, 'list'),
    permissionCode(d, 'export'),
  ])) {
    const id = newId();
    await addPermission(t.ctx, { id, name: code, menuType: 2, perms: code }, []);
    ids.push(id);
  }
  await createRole(t.ctx, { id: 'role-sf-plain', name: '无敏感权限', permissionIds: ids });
  const u = await createUser(t.ctx, { username: 'sf_plain', roles: [] });
  await t.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: u.id, roleId: 'role-sf-plain' })
    .execute();
  plain = withToken((await login(t.app, u.username, u.password)).token);
});

describe('guarded fields of the definitions', () => {
  it('include the ID number, the birth date and the region beside it, and phones', () => {
    const names = guardedFields(t).map((g) => `${g.def.key}.${g.field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'zpResume.idCard',
        'zpResume.birthDate',
        'zpResume.regionCode',
        'zpResume.phone',
        'sysUser.phone',
        'zpCompany.contactPhone',
      ]),
    );
  });

  it('are all held unmasked by the administrator', async () => {
    const adminId = (await login(t.app, 'admin', ADMIN_PASSWORD)).userInfo.id;
    const version = (
      await t.db
        .selectFrom('sysSetting')
        .select('value')
        .where('key', '=', 'permission.version')
        .executeTakeFirstOrThrow()
    ).value;
    const { codes } = await t.ctx.permissions.forUser(adminId, version);
    for (const { def } of guardedFields(t))
      expect(codes).toContain(permissionCode(def, 'sensitive'));
  });
});

describe('without the sensitive permission', () => {
  it('every filter, sort, superQuery and export filter on a guarded field is refused', async () => {
    const refused: string[] = [];
    const expectRefused = async (url: string, status = 403) => {
      const res = await get(url, plain);
      if (res.statusCode !== status || !/敏感|排序/.test(res.json().message))
        refused.push(`${url} → ${res.statusCode} ${res.json().message}`);
    };
    for (const { def, field } of guardedFields(t)) {
      const list = `${def.path}/list`;
      await expectRefused(`${list}?${field}=13`);
      await expectRefused(`${list}?${field}=*13*`);
      await expectRefused(`${list}?${field}=13*`);
      await expectRefused(`${list}?${field}_begin=13`);
      await expectRefused(`${list}?${field}_end=13`);
      for (const rule of ['eq', 'like', 'right_like', 'left_like', 'gt', 'in'])
        await expectRefused(`${list}?${superQuery(field, rule)}`);
      if (def.fields[field]?.sortable) await expectRefused(`${list}?column=${field}&order=asc`);
      else await expectRefused(`${list}?column=${field}&order=asc`, 400);
      await expectRefused(`${def.path}/exportXls?${field}=13`);
    }
    expect(refused).toEqual([]);
  });

  it('duplicate checks and table dictionaries of a guarded field are refused', async () => {
    const leaks: string[] = [];
    for (const { def, field } of guardedFields(t)) {
      const urls = [
        `/sys/dict/getDictItems/${def.table},${field},id`,
        `/sys/dict/loadDict/${def.table},${field},id?keyword=13`,
        `/sys/dict/loadDictItem/${def.table},${def.titleField ?? 'id'},${field}?key=13800138000`,
      ];
      if (def.fields[field]?.unique)
        urls.push(`/sys/duplicate/check?tableName=${def.table}&fieldName=${field}&fieldVal=13`);
      for (const url of urls) {
        const res = await get(url, plain);
        if (res.statusCode < 400 || res.statusCode >= 500)
          leaks.push(`${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the user picker refuses phone filters to staff, and reports refuse them to everyone', async () => {
    const staff = await createUser(t.ctx, { username: 'sf_staff', roles: ['staff'] });
    const headers = withToken((await login(t.app, staff.username, staff.password)).token);
    const picker = await get('/sys/user/list?phone=*138*', headers);
    expect(picker.statusCode).toBe(403);
    expect(picker.json().message).toBe('没有查看敏感信息的权限，不能按“手机号”查询或排序');

    const columns = await get('/online/cgreport/api/getRpColumns/report_user', admin);
    const id = columns.json().result.cgRpConfigId as string;
    const info = await get(`/online/cgreport/api/getQueryInfo/${id}`, admin);
    expect(info.json().result.map((i: { field: string }) => i.field)).not.toContain('phone');
    for (const q of ['phone=138*', 'phone=*5678', 'self_phone=13800138000', 'column=phone']) {
      const res = await get(`/online/cgreport/api/getData/${id}?${q}`, admin);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 403 });
    }
  });
});

describe('with the sensitive permission', () => {
  it('filters, sorts and superQueries by guarded fields work', async () => {
    for (const { def, field } of guardedFields(t)) {
      const parent = def.parentKey ? `&${def.parentKey}=x` : '';
      for (const q of [`${field}=13`, `${field}=*13*`, superQuery(field, 'like')]) {
        const res = await get(`${def.path}/list?${q}${parent}`, admin);
        expect({ url: `${def.path}/list?${q}`, status: res.statusCode }).toEqual({
          url: `${def.path}/list?${q}`,
          status: 200,
        });
      }
      if (def.fields[field]?.unique) {
        const res = await get(
          `/sys/duplicate/check?tableName=${def.table}&fieldName=${field}&fieldVal=13`,
          admin,
        );
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it('a birth date is masked to its year for readers without it', async () => {
    const resume = await t.app.inject({
      method: 'POST',
      url: `${API}/recruitment/resume/add`,
      headers: admin,
      payload: {
        realName: '张三',
        idCard: idCard('130102', '19491231', '002'),
        phone: '13800138000',
        regionCode: '130102',
        visibility: '1',
        workYears: 0,
      },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    const id = resume.json().result.id as string;
    const masked = await get(`/recruitment/resume/queryById?id=${id}`, plain);
    expect(masked.json().result).toMatchObject({
      idCard: expect.stringMatching(/^1301\*{10}002.$/),
      birthDate: '1949-**-**',
      regionCode: '130102',
    });
    const full = await get(`/recruitment/resume/queryById?id=${id}`, admin);
    expect(full.json().result.birthDate).toBe('1949-12-31');
  });
});
