import type { PermissionPayload } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { buildPermissionPayload, type PermissionRow } from './menu-builder.js';

/** sys_setting key whose value changes whenever any user's permissions may have changed. */
export const PERMISSION_VERSION_KEY = 'permission.version';

const COLUMNS = [
  'p.id',
  'p.parentId',
  'p.name',
  'p.url',
  'p.component',
  'p.componentName',
  'p.redirect',
  'p.menuType',
  'p.perms',
  'p.permsType',
  'p.sortNo',
  'p.alwaysShow',
  'p.icon',
  'p.isRoute',
  'p.keepAlive',
  'p.hidden',
  'p.internalOrExternal',
  'p.status',
] as const;

/** The roles a user's permissions come from. */
interface UserRoles {
  system: string[];
  /** Department roles. */
  depart: string[];
}

interface UserPermissions {
  payload: PermissionPayload;
  /** The payload as JSON text, serialised once per version. */
  payloadJson: string;
  /** Codes the server checks routes against. */
  codes: ReadonlySet<string>;
}

/**
 * Every write that changes what a user may do — menus and buttons, role grants, a user's roles,
 * a permission's status — must call this in the same transaction. Each instance compares the
 * version on every check, so a change takes effect at once everywhere.
 */
export async function bumpPermissionVersion(db: Db): Promise<void> {
  await db
    .updateTable('sysSetting')
    .set({ value: newId() })
    .where('key', '=', PERMISSION_VERSION_KEY)
    .execute();
}

/**
 * A user's menu payload and permission codes, built from the tables and kept per user until the
 * permission version changes. The version comes with the session lookup (see SessionService).
 */
export class PermissionStore {
  private readonly entries = new Map<string, { version: string; value: UserPermissions }>();
  private readonly byRoles = new Map<string, { version: string; value: UserPermissions }>();
  private buttons: { version: string; rows: Promise<PermissionRow[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly vars: Record<string, string>,
    private readonly maxEntries = 10_000,
  ) {}

  async forUser(userId: string, version: string): Promise<UserPermissions> {
    const hit = this.entries.get(userId);
    if (hit && hit.version === version) return hit.value;

    // Permissions come from roles only (system roles and department roles), so users holding
    // the same roles share one payload.
    const roles = await this.rolesOf(userId);
    const key = `${roles.system.join(',')}|${roles.depart.join(',')}`;
    let value = this.byRoles.get(key);
    if (!value || value.version !== version) {
      value = { version, value: await this.build(roles, version) };
      if (this.byRoles.size >= this.maxEntries) this.byRoles.clear();
      this.byRoles.set(key, value);
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(userId, value);
    return value.value;
  }

  private async build(roles: UserRoles, version: string): Promise<UserPermissions> {
    const [granted, buttons] = await Promise.all([this.granted(roles), this.allButtons(version)]);
    const payload = buildPermissionPayload(granted, buttons, this.vars);
    return { payload, payloadJson: JSON.stringify(payload), codes: permissionCodes(granted) };
  }

  private async rolesOf(userId: string): Promise<UserRoles> {
    const [system, depart] = await Promise.all([
      this.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute(),
      this.db
        .selectFrom('sysDepartRoleUser')
        .select('droleId')
        .where('userId', '=', userId)
        .execute(),
    ]);
    return {
      system: system.map((r) => r.roleId).sort(),
      depart: depart.map((r) => r.droleId).sort(),
    };
  }

  private async granted(roles: UserRoles): Promise<PermissionRow[]> {
    if (!roles.system.length && !roles.depart.length) return [];
    return this.db
      .selectFrom('sysPermission as p')
      .where('p.delFlag', '=', 0)
      .where((eb) => {
        const sources = [];
        if (roles.system.length) {
          sources.push(
            eb(
              'p.id',
              'in',
              eb
                .selectFrom('sysRolePermission as rp')
                .select('rp.permissionId')
                .where('rp.roleId', 'in', roles.system),
            ),
          );
        }
        if (roles.depart.length) {
          sources.push(
            eb(
              'p.id',
              'in',
              eb
                .selectFrom('sysDepartRolePermission as dp')
                .select('dp.permissionId')
                .where('dp.roleId', 'in', roles.depart),
            ),
          );
        }
        return eb.or(sources);
      })
      .select(COLUMNS)
      .execute();
  }

  /** Every button of the system is the same for all users: read once per version. */
  private allButtons(version: string): Promise<PermissionRow[]> {
    if (this.buttons?.version !== version) {
      const rows = this.db
        .selectFrom('sysPermission as p')
        .where('p.delFlag', '=', 0)
        .where('p.menuType', '=', 2)
        .select(COLUMNS)
        .execute();
      rows.catch(() => {
        if (this.buttons?.rows === rows) this.buttons = null;
      });
      this.buttons = { version, rows };
    }
    return this.buttons.rows;
  }
}

/** The `perms` of every active granted row, split on commas. */
function permissionCodes(rows: PermissionRow[]): Set<string> {
  const codes = new Set<string>();
  for (const r of rows) {
    if (r.status !== '1' || !r.perms) continue;
    for (const code of r.perms.split(',')) {
      const c = code.trim();
      if (c) codes.add(c);
    }
  }
  return codes;
}
