import {
  type MenuIconName,
  permissionCode,
  RESOURCE_ACTIONS,
  type ResourceAction,
  type ResourceDef,
  type ROLE_ADMIN,
  type ROLE_COMPANY_USER,
  type ROLE_EDUCATION_USER,
  type ROLE_GRID_WORKER,
  type ROLE_STAFF,
  type ROLE_VETERAN,
} from '@vets/contracts';
import type { Clock } from '../../db/clock.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

/** The built-in roles a seeded menu can be granted to. */
export type SeedRoleCode =
  | typeof ROLE_ADMIN
  | typeof ROLE_STAFF
  | typeof ROLE_COMPANY_USER
  | typeof ROLE_EDUCATION_USER
  | typeof ROLE_GRID_WORKER
  | typeof ROLE_VETERAN;

/** A menu entry, page or button permission as a section's manifest declares it. */
export interface SeedMenu {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  component: string | null;
  componentName?: string;
  redirect?: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: 0 | 1 | 2;
  perms?: string;
  sortNo: number;
  icon?: MenuIconName;
  keepAlive?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  isRoute?: boolean;
  roles: readonly SeedRoleCode[];
  /** A development page: in the menu only where the start-up asks for development pages. */
  development?: true;
}

/** The Chinese names of the standard actions' buttons. */
export const ACTION_NAMES: Record<ResourceAction, string> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  export: '导出',
  import: '导入',
  sensitive: '查看敏感信息',
};

/** The menu entry of a resource's list page, as its section's manifest gives it. */
export interface ResourceMenu extends Omit<SeedMenu, 'menuType' | 'perms' | 'component'> {
  /** The page file (`system/UserList`); without one the menu shows the generic page. */
  component?: string;
  /** Ids of action buttons seeded before the actions were declared, by permission action. */
  buttonIds?: Readonly<Record<string, string>>;
  /** Roles an action button is granted to besides the page's, by permission action. */
  buttonRoles?: Readonly<Record<string, readonly SeedRoleCode[]>>;
  /**
   * The permission actions this page offers (a company's own positions: no import); the
   * buttons of the others are left out. Every action when absent.
   */
  only?: readonly string[];
}

/**
 * A builder of a section's list pages: `page('company', '企业管理', 1, 'CompanyList')` is the
 * entry `<parentId>-company` at `<urlBase>/company`, showing `<area>/CompanyList` or, without a
 * component, the resource's generic page.
 */
export function listPageOf(group: {
  parentId: string;
  urlBase: string;
  area: string;
  roles: readonly SeedRoleCode[];
}) {
  return (
    key: string,
    name: string,
    sortNo: number,
    component?: string,
    roles: readonly SeedRoleCode[] = group.roles,
  ): ResourceMenu => ({
    id: `${group.parentId}-${key}`,
    parentId: group.parentId,
    name,
    url: `${group.urlBase}/${key}`,
    ...(component ? { component: `${group.area}/${component}`, componentName: component } : {}),
    sortNo,
    roles,
  });
}

/**
 * A list page's menu entry, one button permission per standard action of its resource, and one
 * per further permission its actions declare (`<page>-x<n>`, or the id `buttonIds` keeps).
 */
export function resourceMenus(
  { buttonIds = {}, buttonRoles = {}, only, ...page }: ResourceMenu,
  def: Pick<ResourceDef, 'key' | 'permission' | 'actions'>,
): SeedMenu[] {
  const menu: SeedMenu = {
    ...page,
    // Without a page of its own, the menu shows the resource's generic page.
    component: page.component ?? `resource:${def.key}`,
    componentName: page.componentName ?? def.key,
    menuType: 1,
    perms: permissionCode(def, 'list'),
    keepAlive: true,
  };
  const buttons = RESOURCE_ACTIONS.map(
    (action, i): SeedMenu => ({
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
  const standard = new Set<string>(RESOURCE_ACTIONS);
  // One button per permission; actions sharing one (publish and close) are named together.
  const extra = new Map<string, string[]>();
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const code = action.permission ?? name;
    if (!standard.has(code)) extra.set(code, [...(extra.get(code) ?? []), action.label]);
  }
  const actionButtons = [...extra].map(
    ([code, labels], i): SeedMenu => ({
      id: buttonIds[code] ?? `${page.id}-x${i + 1}`,
      parentId: page.id,
      name: labels.join('与'),
      url: '',
      component: null,
      menuType: 2,
      perms: `${def.permission}:${code}`,
      sortNo: 20 + i,
      roles: [...new Set([...page.roles, ...(buttonRoles[code] ?? [])])],
    }),
  );
  const offered = (b: SeedMenu) => !only || only.includes(b.perms?.split(':').pop() ?? '');
  return [menu, ...[...buttons, ...actionButtons].filter(offered)];
}

/**
 * Inserts missing menus. Roles are granted a menu only when the menu is first created,
 * so an administrator's later removal of a grant is never undone by a restart.
 */
export async function seedMenus(db: Db, clock: Clock, menus: readonly SeedMenu[]): Promise<void> {
  const now = clock.nowText();
  const roles = await db.selectFrom('sysRole').select(['id', 'roleCode']).execute();
  const roleId = new Map(roles.map((r) => [r.roleCode, r.id]));
  for (const m of menus) {
    const inserted = await db
      .insertInto('sysPermission')
      .values({
        id: m.id,
        parentId: m.parentId,
        name: m.name,
        url: m.url,
        component: m.component,
        componentName: m.componentName ?? null,
        redirect: m.redirect ?? null,
        menuType: m.menuType,
        perms: m.perms ?? null,
        permsType: '1',
        sortNo: m.sortNo,
        alwaysShow: m.alwaysShow ? 1 : 0,
        icon: m.icon ?? null,
        isRoute: m.isRoute === false ? 0 : 1,
        keepAlive: m.keepAlive ? 1 : 0,
        hidden: m.hidden ? 1 : 0,
        internalOrExternal: m.internalOrExternal ? 1 : 0,
        status: '1',
        delFlag: 0,
        createTime: now,
        updateTime: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    for (const role of m.roles) {
      const id = roleId.get(role);
      if (!id) throw new Error(`菜单 ${m.id} 授予了不存在的角色 ${role}`);
      await db
        .insertInto('sysRolePermission')
        .values({ id: newId(), roleId: id, permissionId: m.id })
        .onConflict((oc) => oc.columns(['roleId', 'permissionId']).doNothing())
        .execute();
    }
  }
}

/** Takes seeded entries out of the menu, with every grant of them. */
export async function removeMenus(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
  await db.deleteFrom('sysPermission').where('id', 'in', ids).execute();
}
