import type { Clock } from '../../db/clock.js';
import type { Db } from '../../db/database.js';
import type { SeedRoleCode } from './menu-seed.js';

/** A data rule a section brings, on the list page of one of its menus, for some roles. */
export interface SeedDataRule {
  id: string;
  /** The list page's menu id; the rule binds what that page's list permission reads. */
  menuId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** Roles the rule applies to, when it is first created. */
  roles: readonly SeedRoleCode[];
}

/**
 * Inserts missing data rules and applies each new one to its roles' grant of the menu. Like
 * menus, a rule an administrator later changes or takes from a role stays as they left it.
 */
export async function seedDataRules(
  db: Db,
  clock: Clock,
  rules: readonly SeedDataRule[],
): Promise<void> {
  const now = clock.nowText();
  for (const rule of rules) {
    const inserted = await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: rule.id,
        permissionId: rule.menuId,
        ruleName: rule.ruleName,
        ruleColumn: rule.ruleColumn,
        ruleConditions: rule.ruleConditions,
        ruleValue: rule.ruleValue,
        status: '1',
        createBy: null,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    const grants = await db
      .selectFrom('sysRolePermission as rp')
      .innerJoin('sysRole as r', 'r.id', 'rp.roleId')
      .select(['rp.id', 'rp.dataRuleIds'])
      .where('rp.permissionId', '=', rule.menuId)
      .where('r.roleCode', 'in', [...rule.roles])
      .execute();
    for (const grant of grants) {
      const ids = [...(grant.dataRuleIds ? grant.dataRuleIds.split(',') : []), rule.id];
      await db
        .updateTable('sysRolePermission')
        .set({ dataRuleIds: ids.join(',') })
        .where('id', '=', grant.id)
        .execute();
    }
  }
}
