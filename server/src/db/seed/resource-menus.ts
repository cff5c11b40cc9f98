import {
  permissionCode,
  RESOURCE_ACTIONS,
  type ResourceAction,
  type ResourceDef,
} from '@vets/contracts';
import type { SeedRoleCode } from './roles.js';

const ACTION_NAMES: Record<ResourceAction, string> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  export: '导出',
  import: '导入',
  sensitive: '查看敏感信息',
};

interface MenuShape {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  component: string | null;
  componentName?: string;
  menuType: 0 | 1 | 2;
  perms?: string;
  sortNo: number;
  keepAlive?: boolean;
  hidden?: boolean;
  roles: SeedRoleCode[];
}

/** A list page's menu entry and one button permission per standard action of its resource. */
export function resourceMenus(
  page: Omit<MenuShape, 'menuType' | 'perms'>,
  def: Pick<ResourceDef, 'permission'>,
): MenuShape[] {
  const menu: MenuShape = {
    ...page,
    menuType: 1,
    perms: permissionCode(def, 'list'),
    keepAlive: true,
  };
  const buttons = RESOURCE_ACTIONS.map(
    (action, i): MenuShape => ({
      id: `${page.id}-b${i + 1}`,
      parentId: page.id,
      name: ACTION_NAMES[action],
      url: '',
      component: null,
      menuType: 2,
      perms: permissionCode(def, action),
      sortNo: i + 1,
      roles: page.roles,
    }),
  );
  return [menu, ...buttons];
}
