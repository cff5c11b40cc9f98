import {
  DATA_RULE_CONDITIONS,
  type DataRuleValues,
  fillDataRuleValue,
  isDataRuleCondition,
  type ResourceDef,
  roleDataScope,
  ruleValueVariables,
} from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { type Filter, queryableField, typedValue } from '../resource/filters.js';
import type { RuleVariable } from './rule-variables.js';

interface StoredRule {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** One role's grant of a permission code: the data rules on it, and the role's 数据范围. */
export interface RoleGrant {
  rules: StoredRule[];
  /** The role reaches every department's records (数据范围 全部数据). */
  provinceWide: boolean;
}

/** What binds a user: per permission code, one grant per role that holds it. */
interface UserRules {
  byCode: Map<string, RoleGrant[]>;
  /** The user holds a province-wide role. */
  provinceWide: boolean;
}

/** How a user's roles bind one permission code. */
export interface CodeGrants {
  /** One per role granting the code; empty when no role does (a hand-written route's read). */
  grants: RoleGrant[];
  /** The user holds a province-wide role, whether or not it grants the code. */
  provinceWide: boolean;
}

export const NOTHING: Filter = { field: 'id', op: 'in', value: [] };

/** A stored rule as a list filter on `def`; a rule the resource cannot apply matches nothing. */
export function ruleFilter(def: ResourceDef, rule: StoredRule, vars: DataRuleValues): Filter {
  const field = queryableField(def, rule.ruleColumn);
  if (!field || !isDataRuleCondition(rule.ruleConditions)) return NOTHING;
  const { rule: op } = DATA_RULE_CONDITIONS[rule.ruleConditions];
  const value = fillDataRuleValue(rule.ruleValue, vars);
  try {
    if (op === 'in') {
      return {
        field: rule.ruleColumn,
        op,
        value: value.split(',').map((v) => typedValue(field, v)),
      };
    }
    return { field: rule.ruleColumn, op, value: typedValue(field, value) };
  } catch {
    return NOTHING;
  }
}

/**
 * The data rules that bind a user, by menu permission code, kept per user until the permission
 * version changes (every rule or assignment write bumps it).
 */
export class DataRuleStore {
  private readonly entries = new Map<string, { version: string; rules: UserRules }>();
  private readonly variableValues = new Map<string, { version: string; value: string }>();
  private readonly variables: ReadonlyMap<string, RuleVariable>;

  constructor(
    private readonly db: Db,
    variables: readonly RuleVariable[] = [],
    private readonly maxEntries = 10_000,
  ) {
    this.variables = new Map(variables.map((v) => [v.name, v]));
  }

  /** The sections' variables the rules name, with their values for the user. */
  async extraValues(
    userId: string,
    version: string,
    grants: readonly RoleGrant[],
  ): Promise<Record<string, string>> {
    const names = new Set(
      grants.flatMap((g) => g.rules).flatMap((r) => ruleValueVariables(r.ruleValue)),
    );
    const out: Record<string, string> = {};
    for (const name of names) {
      const variable = this.variables.get(name);
      if (!variable) continue;
      const key = `${userId}\u0000${name}`;
      const hit = this.variableValues.get(key);
      if (hit && hit.version === version) {
        out[name] = hit.value;
        continue;
      }
      const value = (await variable.values(this.db, userId)).join(',');
      if (this.variableValues.size >= this.maxEntries) this.variableValues.clear();
      this.variableValues.set(key, { version, value });
      out[name] = value;
    }
    return out;
  }

  /** The grants of a list permission code among the user's roles. */
  async grantsFor(userId: string, version: string, code: string): Promise<CodeGrants> {
    const rules = await this.rulesOf(userId, version);
    return { grants: rules.byCode.get(code) ?? [], provinceWide: rules.provinceWide };
  }

  private async rulesOf(userId: string, version: string): Promise<UserRules> {
    const hit = this.entries.get(userId);
    if (hit && hit.version === version) return hit.rules;
    const rules = await this.load(userId);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(userId, { version, rules });
    return rules;
  }

  private async load(userId: string): Promise<UserRules> {
    const roles = await this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['r.id', 'r.dataScope'])
      .where('ur.userId', '=', userId)
      .execute();
    const wide = new Set(
      roles.filter((r) => r.dataScope === roleDataScope.values.province).map((r) => r.id),
    );
    const grants = await this.db
      .selectFrom('sysRolePermission as rp')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
      .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
      .select(['rp.roleId', 'rp.permissionId', 'rp.dataRuleIds', 'p.perms'])
      .where('ur.userId', '=', userId)
      .where('p.delFlag', '=', 0)
      .where('p.perms', 'is not', null)
      .execute();
    const ruleIds = grants.flatMap((g) => (g.dataRuleIds ? g.dataRuleIds.split(',') : []));
    const stored = ruleIds.length
      ? await this.db
          .selectFrom('sysPermissionDataRule')
          .select(['id', 'permissionId', 'ruleColumn', 'ruleConditions', 'ruleValue'])
          .where('id', 'in', ruleIds)
          .where('status', '=', '1')
          .execute()
      : [];
    const byId = new Map(stored.map((r) => [r.id, r]));
    // One group per role and code: a role's grants of the same code (its menu and the menu's
    // list button) pool their rules.
    const byCodeAndRole = new Map<string, Map<string, StoredRule[]>>();
    for (const g of grants) {
      const ids = g.dataRuleIds ? g.dataRuleIds.split(',') : [];
      const rules = ids
        .map((id) => byId.get(id))
        .filter((r): r is NonNullable<typeof r> => r?.permissionId === g.permissionId);
      for (const code of (g.perms ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)) {
        const roles = byCodeAndRole.get(code) ?? new Map<string, StoredRule[]>();
        roles.set(g.roleId, [...(roles.get(g.roleId) ?? []), ...rules]);
        byCodeAndRole.set(code, roles);
      }
    }
    const byCode = new Map<string, RoleGrant[]>();
    for (const [code, byRole] of byCodeAndRole)
      byCode.set(
        code,
        [...byRole].map(([roleId, rules]) => ({ rules, provinceWide: wide.has(roleId) })),
      );
    return { byCode, provinceWide: wide.size > 0 };
  }
}
