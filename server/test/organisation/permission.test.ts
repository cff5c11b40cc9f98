import type { MenuItem, PermissionPayload } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import type { SeedRoleCode } from '../../src/core/auth/menu-seed.js';
import { sectionMenus } from '../../src/sections/composition.js';
import { SECTIONS } from '../../src/sections/index.js';
import { addPermission as addPermissionTo } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();

async function payloadFor(token: string): Promise<PermissionPayload> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/permission/getUserPermissionByToken`,
    headers: withToken(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

const titles = (items: MenuItem[]): unknown =>
  items.map((i) => (i.children ? { [i.meta.title]: titles(i.children) } : i.meta.title));

function find(items: MenuItem[], id: string): MenuItem | undefined {
  for (const i of items) {
    if (i.id === id) return i;
    const hit = i.children && find(i.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** Inserts a permission row granted to the given roles. */
const addPermission = (
  row: Parameters<typeof addPermissionTo>[1],
  roles: Parameters<typeof addPermissionTo>[2],
) => addPermissionTo(t.ctx, row, roles);

/**
 * The menu tree a role should see, from every section's manifest: pages and groups granted to
 * the role, in sort order (buttons are not menu entries).
 */
function seededTree(role: SeedRoleCode, parentId: string | null = null): unknown[] {
  return (
    SECTIONS.flatMap(sectionMenus)
      .filter((m) => m.parentId === parentId && m.menuType !== 2 && m.roles.includes(role))
      // Development pages (组件示例) are seeded only with WIDGET_SHOWCASE=1.
      .filter((m) => !m.development)
      .sort((a, b) => a.sortNo - b.sortNo)
      .map((m) => {
        const children = seededTree(role, m.id);
        return children.length ? { [m.name]: children } : m.name;
      })
  );
}

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('gives the administrator the seeded menu tree with every meta field', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    const p = await payloadFor(token);
    expect(titles(p.menu)).toEqual(seededTree('admin'));
    expect(titles(p.menu)).toContainEqual({ 个人页: ['个人中心', '账号设置', '我的消息'] });
    expect(p.menu[0]).toEqual({
      id: 'menu-dashboard',
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      redirect: null,
      hidden: false,
      alwaysShow: false,
      route: '1',
      meta: {
        title: '首页',
        icon: 'HomeOutlined',
        url: null,
        keepAlive: false,
        internalOrExternal: false,
        componentName: 'Analysis',
        permissionList: [],
      },
    });
    const docs = find(p.menu, 'menu-system-api-docs');
    expect(docs).toMatchObject({
      path: '/frame/menu-system-api-docs',
      meta: { url: '/api/docs', internalOrExternal: true },
    });
    expect(find(p.menu, 'menu-system-login-log')?.meta.keepAlive).toBe(true);
  });

  it('gives staff only what their role grants', async () => {
    const u = await createUser(t.ctx, { username: 'perm_staff', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const p = await payloadFor(token);
    expect(titles(p.menu)).toEqual(seededTree('staff'));
    expect(titles(p.menu)).not.toContainEqual(
      expect.objectContaining({ 系统管理: expect.anything() }),
    );
  });

  it('hides a parent whose children are all hidden, and passes the route flag "0" through', async () => {
    await addPermission({ id: 'fx-parent', name: '全隐藏父级', menuType: 0, url: '/fx' }, [
      'admin',
    ]);
    await addPermission(
      { id: 'fx-a', parentId: 'fx-parent', name: '隐藏A', menuType: 1, url: '/fx/a', hidden: 1 },
      ['admin'],
    );
    await addPermission(
      { id: 'fx-b', parentId: 'fx-parent', name: '隐藏B', menuType: 1, url: '/fx/b', hidden: 1 },
      ['admin'],
    );
    await addPermission({ id: 'fx-mixed', name: '部分隐藏', menuType: 0, url: '/fm' }, ['admin']);
    await addPermission(
      { id: 'fx-m1', parentId: 'fx-mixed', name: '可见', menuType: 1, url: '/fm/1', isRoute: 0 },
      ['admin'],
    );
    await addPermission(
      { id: 'fx-m2', parentId: 'fx-mixed', name: '隐藏', menuType: 1, url: '/fm/2', hidden: 1 },
      ['admin'],
    );
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    const p = await payloadFor(token);
    expect(find(p.menu, 'fx-parent')?.hidden).toBe(true);
    expect(find(p.menu, 'fx-mixed')?.hidden).toBe(false);
    expect(find(p.menu, 'fx-m1')).toMatchObject({ route: '0', hidden: false });
    expect(find(p.menu, 'fx-m2')?.route).toBe('1');
  });

  it('lists the user’s buttons in auth and on their page, and every button in allAuth', async () => {
    await addPermission(
      {
        id: 'fx-btn-add',
        parentId: 'menu-account-center',
        name: '添加',
        menuType: 2,
        perms: 'account:note:add',
      },
      ['staff'],
    );
    await addPermission(
      {
        id: 'fx-btn-del',
        parentId: 'menu-account-center',
        name: '删除',
        menuType: 2,
        perms: 'account:note:delete',
        permsType: '2',
        status: '0',
      },
      [],
    );
    const u = await createUser(t.ctx, { username: 'perm_btn', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const p = await payloadFor(token);
    expect(p.auth.filter((a) => a.action.startsWith('account:'))).toEqual([
      { action: 'account:note:add', describe: '添加', type: '1', status: '1' },
    ]);
    expect(p.allAuth).toEqual(
      expect.arrayContaining([
        { action: 'account:note:add', describe: '添加', type: '1', status: '1' },
        { action: 'account:note:delete', describe: '删除', type: '2', status: '0' },
      ]),
    );
    expect(find(p.menu, 'menu-account-center')?.meta.permissionList).toEqual([
      { action: 'account:note:add', describe: '添加', type: '1', status: '1' },
    ]);
  });

  it('leaves out children whose parent is not granted', async () => {
    await addPermission({ id: 'fx-orphanp', name: '未授权父级', menuType: 0, url: '/op' }, []);
    await addPermission(
      { id: 'fx-orphan', parentId: 'fx-orphanp', name: '孤儿', menuType: 1, url: '/op/x' },
      ['staff'],
    );
    const u = await createUser(t.ctx, { username: 'perm_orph', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    expect(find((await payloadFor(token)).menu, 'fx-orphan')).toBeUndefined();
  });
});
