import { MENU_TYPE, type permissionAddBody } from '@vets/contracts';
import type { z } from 'zod';
import type { SysPermissionTable } from '../../../db/schema.js';

export { MENU_TYPE };

type Flag = boolean | 0 | 1 | '0' | '1' | null | undefined;

const toFlag = (v: Flag, fallback: 0 | 1): number =>
  v === undefined || v === null ? fallback : v === true || v === 1 || v === '1' ? 1 : 0;

const blankToNull = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};

/** The body of add or edit (permissionAdminApi), validated. */
type Body = z.output<typeof permissionAddBody>;

export type PermissionColumns = Omit<
  SysPermissionTable,
  'id' | 'delFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

/** The validated body as column values. */
export function toColumns(v: Body): PermissionColumns {
  const menuType = Number(v.menuType);
  return {
    parentId: menuType === MENU_TYPE.top ? null : blankToNull(v.parentId),
    name: v.name,
    url: blankToNull(v.url),
    component: blankToNull(v.component),
    componentName: blankToNull(v.componentName),
    redirect: blankToNull(v.redirect),
    menuType,
    perms: blankToNull(v.perms)?.replace(/\s+/g, '') ?? null,
    permsType: v.permsType ?? '1',
    sortNo: v.sortNo ?? 0,
    alwaysShow: toFlag(v.alwaysShow, 0),
    icon: blankToNull(v.icon),
    isRoute: toFlag(v.isRoute, 1),
    keepAlive: toFlag(v.keepAlive, 0),
    hidden: toFlag(v.hidden, 0),
    internalOrExternal: toFlag(v.internalOrExternal, 0),
    status: v.status ?? '1',
  };
}
