import type { AuthEntry, MenuItem, PermissionPayload } from '@vets/contracts';
import type { SysPermissionTable } from '../../db/schema.js';

/** The columns of sys_permission the builder reads. */
export type PermissionRow = Omit<
  SysPermissionTable,
  'delFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

const BUTTON = 2;

function isButton(row: PermissionRow): boolean {
  return row.menuType === BUTTON;
}

function toAuthEntry(row: PermissionRow): AuthEntry {
  return {
    action: row.perms ?? '',
    describe: row.name,
    type: row.permsType === '2' ? '2' : '1',
    status: row.status === '0' ? '0' : '1',
  };
}

/** Route names are the path with slashes turned into dashes, as the client's router expects. */
function routeName(url: string): string {
  const cleaned = url.replace(/^https?:\/\//, '').replace(/^\/+/, '');
  return cleaned.replace(/[/:.?=&{}]+/g, '-').replace(/-+$/, '') || 'root';
}

const IFRAME_COMPONENT = 'layouts/IframePageView';

function isAbsoluteUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

function resolvePlaceholders(url: string, vars: Record<string, string>): string {
  return url.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => vars[key] ?? m);
}

/**
 * Builds the permission payload from the rows granted to a user (`granted`) and every
 * button in the system (`allButtons`). Rows arrive in any order; siblings sort by sortNo.
 */
export function buildPermissionPayload(
  granted: PermissionRow[],
  allButtons: PermissionRow[],
  vars: Record<string, string> = {},
): PermissionPayload {
  const sorted = [...granted].sort((a, b) => a.sortNo - b.sortNo || a.id.localeCompare(b.id));
  const menus = sorted.filter((r) => !isButton(r) && r.status !== '0');
  const buttons = sorted.filter(isButton);

  const buttonsByParent = new Map<string, AuthEntry[]>();
  for (const b of buttons) {
    if (!b.parentId) continue;
    const list = buttonsByParent.get(b.parentId) ?? [];
    list.push(toAuthEntry(b));
    buttonsByParent.set(b.parentId, list);
  }

  const items = new Map<string, MenuItem>();
  for (const r of menus) items.set(r.id, toMenuItem(r, buttonsByParent.get(r.id) ?? [], vars));

  const roots: MenuItem[] = [];
  for (const r of menus) {
    const item = items.get(r.id)!;
    if (!r.parentId) {
      roots.push(item);
      continue;
    }
    const parent = items.get(r.parentId);
    // A child whose parent is not granted has no place in the tree.
    if (!parent) continue;
    parent.children ??= [];
    parent.children.push(item);
  }
  for (const root of roots) hideParentsOfHiddenChildren(root);

  return {
    menu: roots,
    auth: buttons.map(toAuthEntry),
    allAuth: allButtons.filter(isButton).map(toAuthEntry),
  };
}

function toMenuItem(
  r: PermissionRow,
  permissionList: AuthEntry[],
  vars: Record<string, string>,
): MenuItem {
  const target = resolvePlaceholders(r.url ?? '', vars);
  const external = r.internalOrExternal === 1;
  // Iframe pages and external links route inside the app under a path derived from their id;
  // their address travels in meta.url.
  const framed = external || r.component === IFRAME_COMPONENT || isAbsoluteUrl(target);
  const path = framed ? `/frame/${r.id}` : target;
  return {
    id: r.id,
    path,
    name: routeName(path),
    component: r.component,
    redirect: r.redirect,
    hidden: r.hidden === 1,
    alwaysShow: r.alwaysShow === 1,
    route: r.isRoute === 0 ? '0' : '1',
    meta: {
      title: r.name,
      icon: r.icon,
      url: framed ? target : null,
      keepAlive: r.keepAlive === 1,
      internalOrExternal: external,
      componentName: r.componentName,
      permissionList,
    },
  };
}

/** A parent whose children are all hidden becomes hidden itself. Returns the item's hidden flag. */
function hideParentsOfHiddenChildren(item: MenuItem): boolean {
  if (item.children && item.children.length > 0) {
    const states = item.children.map(hideParentsOfHiddenChildren);
    if (states.every(Boolean)) item.hidden = true;
  }
  return item.hidden;
}
