// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../api/request';
import { loadPermissions } from '../../stores/permissions-loader';
import { stubDomApis } from '../../test-support/dom-stubs';
import { envelope } from '../../test-support/envelope';
import { RolePermissionDrawer } from './RolePermissionDrawer';
import type { AuthTreeNode } from './role-permission-api';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('../../stores/permissions-loader', () => ({ loadPermissions: vi.fn() }));
/** The GET and POST requests the drawer makes, by URL with their query or body. */
const get = vi.fn<(url: string, params?: unknown) => Promise<unknown>>();
type SaveBody = { roleId: string; permissionIds: string; lastpermissionIds: string };
const post = vi.fn<(url: string, body?: unknown) => Promise<unknown>>();
vi.setConfig({ testTimeout: 20_000 });

const n = (key: string, title: string, children: AuthTreeNode[] = []): AuthTreeNode => ({
  key,
  title,
  slotTitle: title,
  menuType: children.length ? 0 : 2,
  isLeaf: children.length === 0,
  children,
});
const TREE = [
  n('home', '首页'),
  n('sys', '系统管理', [
    n('user', '用户管理', [n('user-add', '添加用户'), n('user-edit', '编辑用户')]),
    n('role', '角色管理'),
  ]),
];
const IDS = ['home', 'sys', 'user', 'user-add', 'user-edit', 'role'];

function answer(granted: string[]) {
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/permission/queryTreeList') return envelope({ treeList: TREE, ids: IDS });
    if (url === '/sys/permission/queryRolePermission') return envelope(granted);
    throw new Error(`unexpected ${url}`);
  });
}

beforeAll(stubDomApis);
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (method: string, url: string, options: RequestOptions = {}) =>
      method === 'GET' ? get(url, options.params) : post(url, options.data)) as typeof request);
  vi.mocked(loadPermissions).mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

const treeNode = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const isChecked = (title: string) =>
  treeNode(title).classList.contains('ant-tree-treenode-checkbox-checked');
const checkedTitles = () =>
  ['首页', '系统管理', '用户管理', '添加用户', '编辑用户', '角色管理'].filter(isChecked);
const toggle = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-tree-checkbox') as HTMLElement);
/** Clicks a button once it is not loading (jsdom keeps the spinner's leave motion, hence the regex). */
const click = async (name: string) => {
  const button = await screen.findByRole('button', { name: new RegExp(`${name}$`) });
  await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
  await act(async () => {
    fireEvent.click(button);
  });
};

async function openDrawer(granted: string[], onClose = vi.fn()) {
  answer(granted);
  render(<RolePermissionDrawer roleId="r1" roleName="工作人员" open onClose={onClose} />);
  await screen.findByText('添加用户');
  return onClose;
}

describe('RolePermissionDrawer', () => {
  it('loads the tree and the role grants, all expanded', async () => {
    await openDrawer(['home', 'sys', 'user']);
    expect(screen.getByText('角色权限配置')).toBeTruthy();
    expect(screen.getByText('角色：工作人员')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/permission/queryRolePermission', { roleId: 'r1' });
    // A page granted without its buttons stays that way.
    expect(checkedTitles()).toEqual(['首页', '系统管理', '用户管理']);
  });

  it('checks a node with its subtree and parents; unchecks its subtree', async () => {
    await openDrawer([]);
    toggle('编辑用户');
    expect(checkedTitles()).toEqual(['系统管理', '用户管理', '编辑用户']);
    toggle('用户管理');
    expect(checkedTitles()).toEqual(['系统管理']);
    toggle('用户管理');
    expect(checkedTitles()).toEqual(['系统管理', '用户管理', '添加用户', '编辑用户']);
  });

  it('checks and clears everything, and collapses and expands the tree', async () => {
    await openDrawer(['home']);
    // What the user waits for: the role's grants shown, then each click's result.
    await waitFor(() => expect(checkedTitles()).toEqual(['首页']));
    await click('全部勾选');
    await waitFor(() =>
      expect(checkedTitles()).toEqual([
        '首页',
        '系统管理',
        '用户管理',
        '添加用户',
        '编辑用户',
        '角色管理',
      ]),
    );
    await click('取消全选');
    await waitFor(() => expect(checkedTitles()).toEqual([]));
    await click('合并所有');
    await waitFor(() => expect(screen.queryByText('添加用户')).toBeNull());
    expect(screen.getByText('系统管理')).toBeTruthy();
    await click('展开所有');
    expect(await screen.findByText('添加用户')).toBeTruthy();
  });

  it('saves the checked ids with the ones it opened with, keeping grants the tree does not show', async () => {
    const onClose = await openDrawer(['home', 'inactive-menu']);
    toggle('角色管理');
    post.mockResolvedValue({ ...envelope(null), message: '保存成功！' });
    await click('仅保存');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/sys/permission/saveRolePermission');
    const { roleId, permissionIds, lastpermissionIds } = body as SaveBody;
    expect(roleId).toBe('r1');
    expect(permissionIds.split(',').sort()).toEqual(
      ['home', 'inactive-menu', 'role', 'sys'].sort(),
    );
    expect(lastpermissionIds.split(',').sort()).toEqual(['home', 'inactive-menu']);
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    expect(loadPermissions).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    toggle('首页');
    await click('保存并关闭');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const second = post.mock.calls[1]![1] as SaveBody;
    expect(second.permissionIds.split(',').sort()).toEqual(['inactive-menu', 'role', 'sys'].sort());
    expect(second.lastpermissionIds.split(',').sort()).toEqual(
      ['home', 'inactive-menu', 'role', 'sys'].sort(),
    );
  });

  it('stays open when the server refuses the save', async () => {
    const onClose = await openDrawer(['home']);
    post.mockRejectedValue(new Error('不能取消系统管理员（admin）角色的菜单管理与角色授权权限'));
    await click('保存并关闭');
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('角色权限配置')).toBeTruthy();
  });
});
