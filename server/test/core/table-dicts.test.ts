import { fieldGuardsSensitive, permissionCode, RESOURCES, type ResourceDef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addRoleDataRule, assignRole, createRole, joinTenant } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * Table dictionaries (`table,text,code` in every /sys/dict/* form, loadTreeData included)
 * accept only a registered resource's table, its title field as text and its id or a unique
 * field as code, never a guarded field, and give only the rows the caller's list would give.
 * Walks every registered resource.
 */
const t = useTestApp();
let admin: Record<string, string>;
/** Signed in, holding no role at all. */
let nobody: Record<string, string>;
let clerk: Record<string, string>;

const USER_MENU = 'menu-system-user';
const CLERK_ROLE = 'role-td-clerk';

const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

const defs = () => t.ctx.resources.all().map((b) => b.def);
/** A field other records name this resource's records by (`orgCode`): a code like the id. */
const referencedBy = (key: string, field: string) =>
  [...RESOURCES.values()].some((d) =>
    Object.values(d.fields).some(
      (f) => typeof f.ref === 'object' && f.ref.resource === key && f.ref.by === field,
    ),
  );
/** Resources a table dictionary may read: those with a title field that is not guarded. */
const readable = () =>
  defs().filter(
    (d): d is ResourceDef & { titleField: string } =>
      d.titleField !== undefined && !fieldGuardsSensitive(d.fields[d.titleField]!),
  );

/**
 * What the caller's list of a resource gives, as dictionary values; null for a resource whose
 * section serves its own list instead (departments).
 */
async function listIds(
  def: ResourceDef,
  headers: Record<string, string>,
): Promise<string[] | null> {
  const res = await get(`${def.path}/list?pageSize=1000`, headers);
  if (res.statusCode === 404) return null;
  expect(res.statusCode, `${def.key} ${res.body}`).toBe(200);
  return res.json().result.records.map((r: { id: string }) => String(r.id));
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const n = await createUser(t.ctx, { username: 'td_nobody', roles: [] });
  nobody = withToken((await login(t.app, n.username, n.password)).token);

  // A county clerk who lists users of their own office and below only (a data rule).
  await createRole(t.ctx, {
    id: CLERK_ROLE,
    name: '县级办事员',
    permissionIds: [USER_MENU, `${USER_MENU}-b1`],
  });
  await addRoleDataRule(t.app, admin, {
    roleId: CLERK_ROLE,
    permissionId: USER_MENU,
    rule: {
      ruleName: '本部门及下级',
      ruleColumn: 'orgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: '#{sys_org_code}',
    },
  });
  for (const [username, orgCode] of [
    ['td_own', 'A01A01'],
    ['td_other', 'A01A02'],
  ] as const)
    await createUser(t.ctx, { username, roles: [], orgCode });
  const k = await createUser(t.ctx, { username: 'td_clerk', roles: [], orgCode: 'A01A01' });
  await assignRole(t.ctx, k.id, CLERK_ROLE);
  clerk = withToken((await login(t.app, k.username, k.password)).token);
});

describe('every registered resource as a table dictionary', () => {
  it('gives exactly the rows of the caller’s list, in all three dictionary forms', async () => {
    expect(readable().length).toBeGreaterThan(10);
    for (const def of readable()) {
      if (def.parentKey) continue;
      const spec = `${def.table},${def.titleField},id`;
      const items = await get(`/sys/dict/getDictItems/${spec}`);
      expect(items.statusCode, `${spec} ${items.body}`).toBe(200);
      const values = items.json().result.map((i: { value: string }) => i.value);
      const listed = await listIds(def, admin);
      if (listed)
        expect(
          values.every((v: string) => listed.includes(v)),
          spec,
        ).toBe(true);
      expect((await get(`/sys/dict/loadDict/${spec}?keyword=a`)).statusCode, spec).toBe(200);
      const one = await get(`/sys/dict/loadDictItem/${spec}?key=${values[0] ?? 'none'}`);
      expect(one.statusCode, spec).toBe(200);
    }
  });

  it('refuses guarded fields, other text fields and non-unique codes', async () => {
    const accepted: string[] = [];
    for (const def of defs()) {
      const specs: string[] = [];
      for (const [name, f] of Object.entries(def.fields)) {
        if (fieldGuardsSensitive(f))
          specs.push(`${def.table},${name},id`, `${def.table},${def.titleField ?? 'id'},${name}`);
        else if (name !== def.titleField) specs.push(`${def.table},${name},id`);
        if (!f.unique && !referencedBy(def.key, name) && def.titleField)
          specs.push(`${def.table},${def.titleField},${name}`);
      }
      specs.push(`${def.table},passwordHash,id`, `${def.table},password_hash,id`);
      for (const spec of specs) {
        for (const url of [
          `/sys/dict/getDictItems/${spec}`,
          `/sys/dict/loadDict/${spec}?keyword=1`,
          `/sys/dict/loadDictItem/${spec}?key=1`,
        ]) {
          const res = await get(url);
          if (res.statusCode !== 400 && res.statusCode !== 403)
            accepted.push(`${url} → ${res.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses tables that are not registered resources', async () => {
    for (const spec of ['sys_session,token_hash,id', 'sys_setting,value,key', 'sys_log,ip,id']) {
      const res = await get(`/sys/dict/getDictItems/${spec}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('不支持的字典表');
    }
  });

  it("needs the resource's list permission", async () => {
    for (const def of readable()) {
      const res = await get(`/sys/dict/getDictItems/${def.table},${def.titleField},id`, nobody);
      const code = permissionCode(def, 'list');
      expect({ def: def.key, status: res.statusCode }).toEqual({
        def: def.key,
        status: 403,
      });
      expect(res.json().message).toContain(code);
    }
  });
});

describe("the caller's scope", () => {
  it("a county clerk's user dictionary holds only the users their data rules allow", async () => {
    const spec = 'sys_user,realname,id';
    const texts = async (url: string) =>
      (await get(url, clerk)).json().result.map((i: { text: string }) => i.text);
    const all = await texts(`/sys/dict/getDictItems/${spec}`);
    expect(all).toContain('测试td_own');
    expect(all).not.toContain('测试td_other');
    expect(all).not.toContain('系统管理员');
    expect(await texts(`/sys/dict/loadDict/${spec}?keyword=td_`)).not.toContain('测试td_other');
    const other = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'td_other')
      .executeTakeFirstOrThrow();
    // An id outside the scope reads back as itself, as an unknown value does.
    const named = await get(`/sys/dict/loadDictItem/${spec}?key=${other.id}`, clerk);
    expect(named.json().result).toEqual([other.id]);
  });

  it('a tenant-scoped resource gives only the rows of the request’s tenant', async () => {
    await joinTenant(t.ctx, 'admin', 7);
    for (const [tenant, name] of [
      ['0', '租户零职务'],
      ['7', '租户七职务'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/sys/position/add`,
        headers: { ...admin, 'x-tenant-id': tenant },
        payload: { code: `td${tenant}`, name, postRank: '1' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const texts = (
      await get('/sys/dict/getDictItems/sys_position,name,id', {
        ...admin,
        'x-tenant-id': '7',
      })
    )
      .json()
      .result.map((i: { text: string }) => i.text);
    expect(texts).toContain('租户七职务');
    expect(texts).not.toContain('租户零职务');
  });
});

describe('/sys/dict/loadTreeData', () => {
  const trees = () => readable().filter((d) => d.tree);

  it('gives one level of every tree resource, under the same rules', async () => {
    expect(trees().map((d) => d.key)).toEqual(expect.arrayContaining(['sysDepart', 'sysCategory']));
    for (const def of trees()) {
      const base = `tableName=${def.table}&text=${def.titleField}&code=id&pidField=${def.tree!.parentField}`;
      const top = await get(`/sys/dict/loadTreeData?${base}`);
      expect(top.statusCode, `${def.key} ${top.body}`).toBe(200);
      const nodes = top.json().result as Array<{ value: string; isLeaf: boolean }>;
      const listed = await listIds(def, admin);
      if (listed) expect(nodes.every((n) => listed.includes(n.value))).toBe(true);
      const parent = nodes.find((n) => !n.isLeaf);
      if (parent) {
        const children = await get(`/sys/dict/loadTreeData?${base}&pid=${parent.value}`);
        expect(children.json().result.length, def.key).toBeGreaterThan(0);
      }
      for (const bad of [
        `tableName=${def.table}&text=${def.titleField}&code=id&pidField=id`,
        `tableName=${def.table}&text=id&code=id&pidField=${def.tree!.parentField}`,
        `${base}&hasChildField=id`,
        `${base}&condition=${encodeURIComponent('{"passwordHash":"x"}')}`,
        `${base}&condition=notjson`,
      ]) {
        const res = await get(`/sys/dict/loadTreeData?${bad}`);
        expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      }
      const refused = await get(`/sys/dict/loadTreeData?${base}`, nobody);
      expect(refused.statusCode).toBe(403);
    }
  });

  it('answers the department tree as the tree select reads it', async () => {
    const res = await get(
      '/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=orgCode&pidField=parentId',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      {
        key: 'A01',
        value: 'A01',
        title: '河北省退役军人就业创业服务中心',
        isLeaf: false,
        leaf: false,
      },
    ]);
    const below = await get(
      '/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=orgCode&pidField=parentId&pid=A01',
    );
    expect(below.json().result.map((n: { value: string }) => n.value)).toContain('A01A01');
  });
});
