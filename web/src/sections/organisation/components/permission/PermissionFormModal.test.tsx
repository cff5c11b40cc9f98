// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { permissionCode, userResource } from '@vets/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../../../api/request';
import { stubDomApis } from '../../../../test-support/dom-stubs';
import { envelope } from '../../../../test-support/envelope';
import { PermissionFormModal, type PermissionFormTarget } from './PermissionFormModal';
import type { PermissionNode } from './permission-api';

vi.mock('../../../../api/request', () => ({ request: vi.fn() }));
/** The POST and PUT requests the form makes, by URL with their body. */
const post = vi.fn<(url: string, body?: unknown) => Promise<unknown>>();
const put = vi.fn<(url: string, body?: unknown) => Promise<unknown>>();
vi.setConfig({ testTimeout: 20_000 });
const USER_LIST = permissionCode(userResource, 'list');
const USER_ADD = permissionCode(userResource, 'add');

function node(over: Partial<PermissionNode> & Pick<PermissionNode, 'id' | 'name'>): PermissionNode {
  return {
    key: over.id,
    title: over.name,
    leaf: !over.children,
    parentId: null,
    url: null,
    component: null,
    componentName: null,
    redirect: null,
    menuType: 0,
    perms: null,
    permsType: '1',
    sortNo: 1,
    alwaysShow: 0,
    icon: null,
    isRoute: 1,
    keepAlive: 0,
    hidden: 0,
    internalOrExternal: 0,
    status: '1',
    delFlag: 0,
    createBy: 'admin',
    createTime: '2024-01-01 00:00:00',
    updateBy: null,
    updateTime: null,
    ...over,
  };
}

const PAGE = node({
  id: 'page',
  name: '用户管理',
  parentId: 'sys',
  menuType: 1,
  url: '/system/user',
  component: 'system/UserList',
  componentName: 'UserList',
  perms: USER_LIST,
  keepAlive: 1,
  sortNo: 2,
  children: [node({ id: 'btn', name: '添加', parentId: 'page', menuType: 2, perms: USER_ADD })],
});
const TREE = [
  node({
    id: 'sys',
    name: '系统管理',
    url: '/system',
    component: 'layouts/RouteView',
    icon: 'SettingOutlined',
    children: [PAGE],
  }),
];

beforeAll(stubDomApis);
beforeEach(() => {
  post.mockReset();
  put.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (method: string, url: string, options: RequestOptions = {}) =>
      method === 'PUT' ? put(url, options.data) : post(url, options.data)) as typeof request);
});
afterEach(cleanup);

function open(target: PermissionFormTarget) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<PermissionFormModal target={target} tree={TREE} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

const dialog = () => screen.getByRole('dialog');
const findError = (message: string) =>
  within(dialog()).findByText(message, { selector: '.ant-form-item-explain-error' });
const label = (text: string) => within(dialog()).queryByText(text, { selector: 'label' });
const field = (text: string) => {
  const id = label(text)?.getAttribute('for');
  return id ? (document.getElementById(id) as HTMLInputElement) : null;
};
/** The form re-renders on a type change one macrotask later (Form.useWatch batches). */
const settle = (check: () => void) => waitFor(check);
async function chooseType(text: string, shown: string, hidden: string) {
  fireEvent.click(within(dialog()).getByLabelText(text));
  await settle(() => {
    expect(label(shown)).toBeTruthy();
    expect(label(hidden)).toBeNull();
  });
}
const type = (labelText: string, value: string) =>
  fireEvent.change(field(labelText)!, { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定|OK/ }));
  });
};

const MENU_ONLY = [
  '访问路径',
  '前端组件',
  '组件名称',
  '默认跳转地址',
  '菜单图标',
  '是否路由',
  '隐藏路由',
  '聚合路由',
  '缓存路由',
  '打开方式',
];

describe('PermissionFormModal', () => {
  it('shows the fields of the chosen menu type', async () => {
    open({ mode: 'add' });
    expect(within(dialog()).getByText('新增菜单')).toBeTruthy();
    await settle(() => expect(label('访问路径')).toBeTruthy());
    expect((within(dialog()).getByLabelText('一级菜单') as HTMLInputElement).checked).toBe(true);
    for (const text of [...MENU_ONLY, '菜单名称', '授权标识', '状态', '排序']) {
      expect(label(text), text).toBeTruthy();
    }
    expect(label('上级菜单')).toBeNull();
    expect(label('授权策略')).toBeNull();

    await chooseType('子菜单', '上级菜单', '授权策略');
    expect(label('访问路径')).toBeTruthy();

    await chooseType('按钮/权限', '授权策略', '访问路径');
    for (const text of ['上级菜单', '授权标识', '授权策略', '状态', '排序']) {
      expect(label(text), text).toBeTruthy();
    }
    for (const text of MENU_ONLY) expect(label(text), text).toBeNull();
    expect(within(dialog()).getByLabelText('显示/访问')).toBeTruthy();
    expect(within(dialog()).getByLabelText('可编辑')).toBeTruthy();
  });

  it('refuses to save a menu without name, path and component', async () => {
    open({ mode: 'add' });
    await settle(() => expect(label('访问路径')).toBeTruthy());
    await submit();
    for (const message of ['请输入菜单名称', '请输入访问路径', '请输入前端组件']) {
      expect(await findError(message)).toBeTruthy();
    }
    type('访问路径', 'system/x');
    expect(await findError('访问路径必须以 / 或 http(s):// 开头，且不能含空格')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('does not ask an external link for a component', async () => {
    open({ mode: 'add' });
    await settle(() => expect(label('访问路径')).toBeTruthy());
    type('菜单名称', '帮助');
    type('访问路径', 'https://example.org/help');
    fireEvent.click(field('打开方式')!);
    await settle(() => expect(field('打开方式')!.getAttribute('aria-checked')).toBe('true'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    post.mockResolvedValue({ ...envelope(null), message: '添加成功！' });
    await submit();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      name: '帮助',
      menuType: 0,
      url: 'https://example.org/help',
      component: null,
      internalOrExternal: true,
    });
  });

  it('asks a button for its parent and a well-formed permission code', async () => {
    open({ mode: 'add' });
    await settle(() => expect(label('访问路径')).toBeTruthy());
    await chooseType('按钮/权限', '上级菜单', '访问路径');
    type('菜单名称', '导出');
    await submit();
    expect(await findError('请选择上级菜单')).toBeTruthy();
    expect(await findError('请输入授权标识')).toBeTruthy();
    type('授权标识', 'export users');
    expect(await findError('授权标识格式应为 区域:资源:操作（多个用逗号分隔）')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a child under the chosen menu and sends every field', async () => {
    const { onSaved } = open({ mode: 'add', parentId: 'sys', menuType: 1 });
    expect(within(dialog()).getByText('添加下级')).toBeTruthy();
    await settle(() => expect(label('上级菜单')).toBeTruthy());
    expect((within(dialog()).getByLabelText('子菜单') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog()).getByTitle('系统管理')).toBeTruthy();
    type('菜单名称', ' 菜单管理 ');
    type('访问路径', '/system/permission');
    type('前端组件', 'system/PermissionList');
    type('组件名称', 'PermissionList');
    fireEvent.click(field('缓存路由')!);
    post.mockResolvedValue({ ...envelope(null), message: '添加成功！' });
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/sys/permission/add', {
      name: '菜单管理',
      menuType: 1,
      parentId: 'sys',
      url: '/system/permission',
      component: 'system/PermissionList',
      componentName: 'PermissionList',
      redirect: null,
      perms: null,
      icon: null,
      permsType: '1',
      status: '1',
      sortNo: 1,
      isRoute: true,
      hidden: false,
      alwaysShow: false,
      keepAlive: true,
      internalOrExternal: false,
    });
  });

  it('edits a record with its values and id, keeping the server message', async () => {
    const { onSaved } = open({ mode: 'edit', record: PAGE });
    expect(within(dialog()).getByText('编辑菜单')).toBeTruthy();
    await settle(() => expect(label('上级菜单')).toBeTruthy());
    expect(field('访问路径')!.value).toBe('/system/user');
    expect(field('授权标识')!.value).toBe(USER_LIST);
    expect(field('缓存路由')!.getAttribute('aria-checked')).toBe('true');
    type('排序', '5');
    put.mockResolvedValue({ ...envelope(null), message: '编辑成功！' });
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toBe('/sys/permission/edit');
    expect(put.mock.calls[0]![1]).toMatchObject({
      id: 'page',
      parentId: 'sys',
      menuType: 1,
      perms: USER_LIST,
      componentName: 'UserList',
      sortNo: 5,
      keepAlive: true,
    });
  });

  it('keeps the input open when the server refuses it', async () => {
    const { onSaved } = open({ mode: 'edit', record: PAGE });
    put.mockRejectedValue(new Error('上级菜单不能是自身或其下级菜单'));
    await submit();
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
