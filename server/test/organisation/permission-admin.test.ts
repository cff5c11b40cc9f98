import type { MenuItem } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_VERSION_KEY } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

interface Node {
  id: string;
  key: string;
  title: string;
  name: string;
  parentId: string | null;
  menuType: number;
  sortNo: number;
  leaf: boolean;
  children?: Node[];
  [column: string]: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

const tree = async (query = ''): Promise<Node[]> => {
  const res = await call('GET', `/sys/permission/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

function find(nodes: Node[], id: string): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = n.children && find(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

async function add(body: Record<string, unknown>): Promise<Node> {
  const res = await call('POST', '/sys/permission/add', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const menu = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  menuType: 0,
  url: `/t/${newId()}`,
  component: 'layouts/RouteView',
  ...extra,
});
const sub = (parentId: string, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  menuType: 1,
  parentId,
  url: `/t/${newId()}`,
  component: 'system/Thing',
  ...extra,
});
const button = (parentId: string, perms: string, extra: Record<string, unknown> = {}) => ({
  name: perms,
  menuType: 2,
  parentId,
  perms,
  ...extra,
});

const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sysPermission')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const version = async () =>
  (
    await t.db
      .selectFrom('sysSetting')
      .select('value')
      .where('key', '=', PERMISSION_VERSION_KEY)
      .executeTakeFirstOrThrow()
  ).value;

async function grantsOf(roleId: string): Promise<string[]> {
  const res = await call('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  expect(res.statusCode, res.body).toBe(200);
  return [...res.json().result].sort();
}

const menuTitles = (items: MenuItem[]): unknown =>
  items.map((i) => (i.children ? { [i.meta.title]: menuTitles(i.children) } : i.meta.title));

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('GET /sys/permission/list', () => {
  it('returns the whole tree sorted by sortNo, each node with every column and tree keys', async () => {
    const top = await add(menu('排序测试', { sortNo: 500 }));
    for (const [name, sortNo] of [
      ['丙', 3],
      ['甲', 1],
      ['乙', 2],
    ] as const) {
      await add(sub(top.id, name, { sortNo }));
    }
    const nodes = await tree();
    const mine = find(nodes, top.id)!;
    expect(mine.children!.map((c) => c.title)).toEqual(['甲', '乙', '丙']);
    expect(mine.leaf).toBe(false);
    expect(mine.children!.every((c) => c.leaf && c.children === undefined)).toBe(true);

    const check = (level: Node[]) => {
      const sorts = level.map((n) => n.sortNo);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const n of level) {
        expect(n.key).toBe(n.id);
        expect(n.title).toBe(n.name);
        expect(n.leaf).toBe(!n.children);
        if (n.children) {
          expect(n.children.length).toBeGreaterThan(0);
          expect(n.children.every((c) => c.parentId === n.id)).toBe(true);
          check(n.children);
        }
      }
    };
    check(nodes);

    const page = find(nodes, 'menu-system-permission')!;
    expect(page).toMatchObject({
      parentId: 'menu-system',
      name: '菜单管理',
      url: '/system/permission',
      component: 'organisation/PermissionList',
      componentName: 'PermissionList',
      menuType: 1,
      perms: 'system:permission:list',
      permsType: '1',
      keepAlive: 1,
      hidden: 0,
      isRoute: 1,
      status: '1',
      delFlag: 0,
    });
    for (const column of ['redirect', 'alwaysShow', 'icon', 'internalOrExternal', 'createTime']) {
      expect(page).toHaveProperty(column);
    }
    expect(page.children!.map((c) => [c.title, c.menuType, c.perms])).toEqual([
      ['添加', 2, 'system:permission:add'],
      ['编辑', 2, 'system:permission:edit'],
      ['删除', 2, 'system:permission:delete'],
    ]);
  });

  it('filters by name, keeping the ancestors of each match', async () => {
    const nodes = await tree(`?name=${encodeURIComponent('菜单管')}`);
    expect(nodes.map((n) => n.title)).toEqual(['系统管理']);
    expect(nodes[0]!.children!.map((n) => n.title)).toEqual(['菜单管理']);
    expect(nodes[0]!.children![0]!.children).toBeUndefined();
    expect(await tree('?name=nothing-matches-this')).toEqual([]);
  });
});

describe('POST /sys/permission/add and PUT /sys/permission/edit', () => {
  it('refuses invalid input with a Chinese message and writes nothing', async () => {
    const parent = await add(menu('校验上级'));
    const btn = await add(button(parent.id, 'test:check:view'));
    const before = await rowCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...menu(''), name: '' }, '请输入菜单名称'],
      [menu('x'.repeat(101)), '菜单名称长度不能超过100个字符'],
      [{ ...menu('类型'), menuType: 5 }, '请选择菜单类型：0 一级菜单、1 子菜单、2 按钮/权限'],
      [{ ...menu('无路径'), url: '' }, '请输入访问路径'],
      [{ ...menu('坏路径'), url: 'system/x' }, '访问路径必须以 / 或 http(s):// 开头，且不能含空格'],
      [{ ...menu('无组件'), component: '' }, '请输入前端组件'],
      [
        { ...menu('坏组件'), component: '../x y' },
        '前端组件只能由字母、数字、下划线、短横线和斜杠组成',
      ],
      [{ ...sub(parent.id, '无上级'), parentId: null }, '请选择上级菜单'],
      [{ ...button(parent.id, 'a:b'), parentId: '' }, '按钮/权限必须选择上级菜单'],
      [{ ...button(parent.id, ''), name: '无标识' }, '请输入授权标识'],
      [
        button(parent.id, 'no colon'),
        '授权标识格式应为 区域:资源:操作（字母、数字、下划线，以冒号分隔，多个用逗号分隔）',
      ],
      [
        button(parent.id, 'a:b,c'),
        '授权标识格式应为 区域:资源:操作（字母、数字、下划线，以冒号分隔，多个用逗号分隔）',
      ],
      [sub('no-such-parent', '孤儿'), '上级菜单不存在'],
      [sub(btn.id, '挂在按钮下'), '上级菜单不能是按钮/权限'],
      [{ ...menu('状态'), status: '9' }, '状态只能是 1（有效）或 0（无效）'],
      [{ ...menu('策略'), permsType: '3' }, '授权策略只能是 1（显示/访问）或 2（可编辑）'],
      [{ ...menu('隐藏'), hidden: 'yes' }, '隐藏路由只能是是或否（true/false 或 1/0）'],
      [{ ...menu('排序'), sortNo: 'first' }, '排序必须是数字'],
      [{ ...menu('图标'), icon: 'i'.repeat(101) }, '菜单图标长度不能超过100个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/sys/permission/add', body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it('adds a node with normalised flags and bumps the permission version', async () => {
    const v0 = await version();
    const parent = await add(menu('新增测试', { icon: 'SettingOutlined', sortNo: 7 }));
    expect(await version()).not.toBe(v0);
    expect(parent).toMatchObject({
      parentId: null,
      menuType: 0,
      icon: 'SettingOutlined',
      sortNo: 7,
    });
    const external = await add(
      sub(parent.id, '外部链接', {
        url: 'https://example.org/help',
        component: '',
        internalOrExternal: true,
        hidden: 1,
        keepAlive: '1',
        alwaysShow: false,
        isRoute: 0,
      }),
    );
    expect(external).toMatchObject({
      parentId: parent.id,
      menuType: 1,
      component: null,
      internalOrExternal: 1,
      hidden: 1,
      keepAlive: 1,
      alwaysShow: 0,
      isRoute: 0,
      status: '1',
      permsType: '1',
      createBy: 'admin',
    });
    const btn = await add(
      button(parent.id, ' test:thing:add , test:thing:copy ', { permsType: '2', status: '0' }),
    );
    expect(btn).toMatchObject({
      perms: 'test:thing:add,test:thing:copy',
      permsType: '2',
      status: '0',
      leaf: true,
    });
    // A top-level menu never keeps a parent.
    const top = await add(menu('顶级', { parentId: parent.id }));
    expect(top.parentId).toBeNull();
  });

  it('edits a node, refusing unknown ids and cycles', async () => {
    const a = await add(menu('编辑A'));
    const b = await add(sub(a.id, '编辑B'));
    const c = await add(sub(b.id, '编辑C'));
    await add(button(c.id, 'test:edit:view'));

    const missing = await call('PUT', '/sys/permission/edit', { ...sub(a.id, 'x'), id: 'nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('菜单不存在或已删除');

    for (const parentId of [b.id, c.id]) {
      const res = await call('PUT', '/sys/permission/edit', {
        ...sub(parentId, '编辑B'),
        id: b.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('上级菜单不能是自身或其下级菜单');
    }
    const toButton = await call('PUT', '/sys/permission/edit', {
      ...button(a.id, 'test:edit:b'),
      id: c.id,
    });
    expect(toButton.statusCode).toBe(400);
    expect(toButton.json().message).toBe('该菜单下还有下级菜单或按钮，不能改为按钮/权限');

    const v0 = await version();
    const moved = await call('PUT', '/sys/permission/edit', {
      ...menu('编辑C改'),
      id: c.id,
      sortNo: 3,
      hidden: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ success: true, message: '编辑成功！' });
    expect(moved.json().result).toMatchObject({
      id: c.id,
      name: '编辑C改',
      parentId: null,
      menuType: 0,
      hidden: 1,
      updateBy: 'admin',
      leaf: false,
    });
    expect(await version()).not.toBe(v0);
    const nodes = await tree();
    expect(find(nodes, a.id)!.children!.map((n) => n.id)).toEqual([b.id]);
    expect(find(nodes, b.id)!.leaf).toBe(true);
    expect(find(nodes, c.id)!.children!.map((n) => n.perms)).toEqual(['test:edit:view']);
  });
});

describe('DELETE /sys/permission/delete and deleteBatch', () => {
  it('removes the node, its descendants and every grant of them in one go', async () => {
    const top = await add(menu('删除测试'));
    const child = await add(sub(top.id, '删除子'));
    const btn = await add(button(child.id, 'test:del:add'));
    const other = await add(menu('保留'));
    const ids = [top.id, child.id, btn.id];
    for (const permissionId of [...ids, other.id]) {
      await t.db
        .insertInto('sysRolePermission')
        .values({ id: newId(), roleId: 'role-staff', permissionId })
        .execute();
    }
    const v0 = await version();
    const res = await call('DELETE', `/sys/permission/delete?id=${top.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('删除成功!');
    expect(await version()).not.toBe(v0);

    const rows = await t.db
      .selectFrom('sysPermission')
      .select(['id', 'delFlag'])
      .where('id', 'in', [...ids, other.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.delFlag]))).toEqual({
      [top.id]: 1,
      [child.id]: 1,
      [btn.id]: 1,
      [other.id]: 0,
    });
    const grants = await t.db
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('permissionId', 'in', [...ids, other.id])
      .execute();
    expect(grants.map((g) => g.permissionId)).toEqual([other.id]);
    const nodes = await tree();
    expect(ids.map((id) => find(nodes, id))).toEqual([undefined, undefined, undefined]);

    const again = await call('DELETE', `/sys/permission/delete?id=${top.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('deletes several subtrees in a batch', async () => {
    const a = await add(menu('批量A'));
    const a1 = await add(sub(a.id, '批量A1'));
    const b = await add(menu('批量B'));
    const res = await call('DELETE', `/sys/permission/deleteBatch?ids=${a.id},${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ count: 3 });
    const flatIds = flat(await tree()).map((n) => n.id);
    expect([a.id, a1.id, b.id].filter((id) => flatIds.includes(id))).toEqual([]);
  });
});

describe('role authorization', () => {
  it('gives the authorization tree of active nodes and all their ids', async () => {
    const top = await add(menu('授权树'));
    const active = await add(sub(top.id, '有效'));
    const inactive = await add(sub(top.id, '无效', { status: '0' }));
    await add(button(inactive.id, 'test:tree:under_inactive'));
    const res = await call('GET', '/sys/permission/queryTreeList');
    expect(res.statusCode, res.body).toBe(200);
    const { treeList, ids } = res.json().result as {
      treeList: Array<{ key: string; title: string; isLeaf: boolean; children: unknown[] }>;
      ids: string[];
    };
    const mine = treeList.find((n) => n.key === top.id)!;
    expect(mine).toEqual({
      key: top.id,
      title: '授权树',
      slotTitle: '授权树',
      menuType: 0,
      isLeaf: false,
      children: [
        {
          key: active.id,
          title: '有效',
          slotTitle: '有效',
          menuType: 1,
          isLeaf: true,
          children: [],
        },
      ],
    });
    expect(ids).toContain('menu-system-permission-b1');
    expect(ids).not.toContain(inactive.id);
    const walk = (ns: typeof treeList): string[] =>
      ns.flatMap((n) => [n.key, ...walk(n.children as typeof treeList)]);
    expect(new Set(ids)).toEqual(new Set(walk(treeList)));
    expect(ids.length).toBe(new Set(ids).size);
    const alias = await call('GET', '/sys/role/queryTreeList');
    expect(alias.json().result).toEqual(res.json().result);
  });

  it('saves a role grant set that its users then see as their menu', async () => {
    const roleId = newId();
    await t.db
      .insertInto('sysRole')
      .values({
        id: roleId,
        roleName: '授权测试',
        roleCode: 'grant_test',
        description: null,
        createTime: t.ctx.clock.nowText(),
        updateTime: null,
      })
      .execute();
    const u = await createUser(t.ctx, { username: 'perm_grantee', roles: [] });
    await t.db.insertInto('sysUserRole').values({ id: newId(), userId: u.id, roleId }).execute();
    const { token } = await login(t.app, u.username, u.password);
    const payload = async () => {
      const res = await call(
        'GET',
        '/sys/permission/getUserPermissionByToken',
        undefined,
        withToken(token),
      );
      expect(res.statusCode).toBe(200);
      return res.json().result as { menu: MenuItem[]; auth: Array<{ action: string }> };
    };
    expect((await payload()).menu).toEqual([]);

    const top = await add(menu('授权菜单', { sortNo: 1 }));
    const page = await add(sub(top.id, '授权页面'));
    const hiddenPage = await add(sub(top.id, '未授权页面'));
    const btn = await add(button(page.id, 'test:grant:add'));
    const save = (permissionIds: string[], lastpermissionIds = '') =>
      call('POST', '/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: permissionIds.join(','),
        lastpermissionIds,
      });

    const first = await save(['menu-dashboard', top.id, page.id, btn.id, 'no-such-node']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: '保存成功！', result: null });
    expect(await grantsOf(roleId)).toEqual(['menu-dashboard', top.id, page.id, btn.id].sort());
    let p = await payload();
    expect(menuTitles(p.menu)).toEqual(['首页', { 授权菜单: ['授权页面'] }]);
    expect(p.auth.map((a) => a.action)).toEqual(['test:grant:add']);
    expect(JSON.stringify(p.menu)).not.toContain(hiddenPage.id);

    const second = await save([top.id, hiddenPage.id], [top.id, page.id, btn.id].join(','));
    expect(second.statusCode, second.body).toBe(200);
    expect(await grantsOf(roleId)).toEqual([top.id, hiddenPage.id].sort());
    p = await payload();
    expect(menuTitles(p.menu)).toEqual([{ 授权菜单: ['未授权页面'] }]);
    expect(p.auth).toEqual([]);

    const cleared = await save([]);
    expect(cleared.statusCode).toBe(200);
    expect(await grantsOf(roleId)).toEqual([]);
    expect((await payload()).menu).toEqual([]);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await call('GET', '/sys/permission/queryRolePermission?roleId=no-such-role');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('角色不存在');
    const save = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: 'no-such-role',
      permissionIds: 'menu-dashboard',
    });
    expect(save.statusCode).toBe(404);
  });

  it('refuses to take permission management or role authorization from the admin role', async () => {
    const before = await grantsOf('role-admin');
    const lockout =
      '不能取消系统管理员（admin）角色的菜单管理与角色授权权限（system:permission:list、system:role:authorize），否则将无人能够再管理权限';
    const withoutBoth = before.filter(
      (id) => id !== 'menu-system-permission' && id !== 'menu-system-role-authorize',
    );
    const res = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: 'role-admin',
      permissionIds: withoutBoth.join(','),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(lockout);
    expect(await grantsOf('role-admin')).toEqual(before);

    const del = await call('DELETE', '/sys/permission/delete?id=menu-system');
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(lockout);
    const disable = await call('PUT', '/sys/permission/edit', {
      ...button('menu-system-role', 'system:role:authorize'),
      name: '授权',
      id: 'menu-system-role-authorize',
      status: '0',
    });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toContain('system:role:authorize');
    expect(await grantsOf('role-admin')).toEqual(before);
    expect(find(await tree(), 'menu-system-role-authorize')!.status).toBe('1');

    // Other grants of the admin role can still change.
    const dropDashboard = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: 'role-admin',
      permissionIds: before.filter((id) => id !== 'menu-dashboard').join(','),
    });
    expect(dropDashboard.statusCode, dropDashboard.body).toBe(200);
    const restore = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: 'role-admin',
      permissionIds: before.join(','),
    });
    expect(restore.statusCode).toBe(200);
    expect(await grantsOf('role-admin')).toEqual(before);
  });
});

describe('menu reads for pickers', () => {
  it('lists top-level menus, the children of one parent and of several', async () => {
    const top = await add(menu('下级查询', { sortNo: 600 }));
    const second = await add(sub(top.id, '第二', { sortNo: 2 }));
    const first = await add(sub(top.id, '第一', { sortNo: 1 }));
    await add(button(first.id, 'test:sub:view'));

    const tops = (await call('GET', '/sys/permission/getSystemMenuList')).json().result as Node[];
    expect(tops.every((n) => n.menuType === 0 && n.parentId === null)).toBe(true);
    expect(tops.find((n) => n.id === top.id)).toMatchObject({ title: '下级查询', leaf: false });
    expect(tops.find((n) => n.id === 'menu-dashboard')).toMatchObject({ leaf: true });

    const subs = await call('GET', `/sys/permission/getSystemSubmenu?parentId=${top.id}`);
    expect((subs.json().result as Node[]).map((n) => [n.id, n.leaf, n.children ?? null])).toEqual([
      [first.id, false, null],
      [second.id, true, null],
    ]);

    const batch = await call(
      'GET',
      `/sys/permission/getSystemSubmenuBatch?parentIds=${top.id},${first.id},nothing`,
    );
    const result = batch.json().result as Record<string, Node[]>;
    expect(Object.keys(result).sort()).toEqual([top.id, first.id, 'nothing'].sort());
    expect(result[top.id]!.map((n) => n.title)).toEqual(['第一', '第二']);
    expect(result[first.id]!.map((n) => n.perms)).toEqual(['test:sub:view']);
    expect(result.nothing).toEqual([]);
  });
});

describe('access', () => {
  it('answers 403 to a staff user on every menu-management and authorization call', async () => {
    const u = await createUser(t.ctx, { username: 'perm_staff', roles: ['staff'] });
    const staff = withToken((await login(t.app, u.username, u.password)).token);
    const calls: Array<[Method, string, string, object?]> = [
      ['GET', '/sys/permission/list', 'system:permission:list'],
      ['POST', '/sys/permission/add', 'system:permission:add', menu('x')],
      ['PUT', '/sys/permission/edit', 'system:permission:edit', { ...menu('x'), id: 'x' }],
      ['DELETE', '/sys/permission/delete?id=menu-dashboard', 'system:permission:delete'],
      ['DELETE', '/sys/permission/deleteBatch?ids=menu-dashboard', 'system:permission:delete'],
      ['GET', '/sys/permission/queryTreeList', 'system:role:authorize'],
      ['GET', '/sys/permission/queryRolePermission?roleId=role-staff', 'system:role:authorize'],
      [
        'POST',
        '/sys/permission/saveRolePermission',
        'system:role:authorize',
        { roleId: 'role-staff', permissionIds: 'menu-system' },
      ],
      ['GET', '/sys/permission/getSystemMenuList', 'system:permission:list'],
      ['GET', '/sys/permission/getSystemSubmenu?parentId=menu-system', 'system:permission:list'],
      [
        'GET',
        '/sys/permission/getSystemSubmenuBatch?parentIds=menu-system',
        'system:permission:list',
      ],
    ];
    for (const [method, url, code, payload] of calls) {
      const res = await call(method, url, payload, staff);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 403,
        message: `没有权限访问，需要权限：${code}`,
      });
    }
    expect(await grantsOf('role-staff')).not.toContain('menu-system');
    const dashboard = await t.db
      .selectFrom('sysPermission')
      .select('delFlag')
      .where('id', '=', 'menu-dashboard')
      .executeTakeFirstOrThrow();
    expect(dashboard.delFlag).toBe(0);
  });
});
