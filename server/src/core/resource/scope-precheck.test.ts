import { defineResource } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import type { RequestScope } from './list-spec.js';
import { placedOutside } from './scope-precheck.js';

const def = defineResource({
  key: 'testPlaced',
  title: '测试记录',
  table: 'test_placed',
  path: '/test/placed',
  permission: 'test:placed',
  titleField: 'name',
  orgScoped: true,
  scope: { office: { region: 'regionCode' }, user: 'userId' },
  fields: {
    name: { label: '名称', kind: 'string' },
    regionCode: { label: '所在地区', kind: 'string' },
    userId: { label: '用户', kind: 'string' },
    status: { label: '状态', kind: 'string' },
  },
});

const scope = (ruleGroups: RequestScope['ruleGroups']): RequestScope => ({
  tenantId: null,
  filters: [],
  ruleGroups,
});
const county = { field: 'sysOrgCode', op: 'right_like', value: 'A01A02A02' } as const;
const self = { field: 'userId', op: 'eq', value: 'u1' } as const;

describe('placedOutside', () => {
  it('refuses a record placed in a department no group reaches, naming the placing field', () => {
    const out = placedOutside(def, scope([[county], [self]]), { sysOrgCode: 'A01A01A01' }, true);
    expect(out).toEqual({ field: 'regionCode', message: '所在地区不在您的管辖范围内，不能保存' });
  });

  it('admits a record in the department or below, or the caller’s own', () => {
    const groups = scope([[county], [self]]);
    expect(placedOutside(def, groups, { sysOrgCode: 'A01A02A02A01' }, true)).toBeUndefined();
    expect(placedOutside(def, groups, { sysOrgCode: 'A01', userId: 'u1' }, true)).toBeUndefined();
  });

  it('leaves what it cannot judge to the write: data rules, columns an edit does not hold', () => {
    const rule = { field: 'status', op: 'eq', value: '9' } as const;
    expect(
      placedOutside(def, scope([[county, rule]]), { sysOrgCode: 'A01A02A02', status: '1' }, true),
    ).toBeUndefined();
    expect(placedOutside(def, scope([[self]]), { sysOrgCode: 'A01' }, false)).toBeUndefined();
    expect(placedOutside(def, scope([[self]]), { sysOrgCode: 'A01' }, true)).toBeDefined();
  });

  it('restricts nothing without data-rule groups', () => {
    expect(placedOutside(def, scope(null), { sysOrgCode: 'B01' }, true)).toBeUndefined();
  });
});
