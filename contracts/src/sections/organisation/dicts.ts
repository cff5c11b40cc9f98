import { defineDict, listDict } from '../../resource/dict-def.js';

/**
 * 数据范围 of a role: the records its members reach. A new role reaches its members'
 * departments and those below; only a province-wide role reaches everything.
 */
export const roleDataScope = defineDict('role_data_scope', '数据范围', {
  department: ['1', '本部门及下级部门'],
  province: ['2', '全部数据'],
});

export const userStatus = defineDict('user_status', '用户状态', {
  normal: ['1', '正常'],
  frozen: ['2', '冻结'],
});

export const tenantStatus = defineDict('tenant_status', '租户状态', {
  active: ['1', '正常'],
  frozen: ['0', '冻结'],
});

export const orgCategory = defineDict('org_category', '机构类别', {
  office: ['1', '服务机构'],
  section: ['2', '内设部门'],
});

export const positionRank = listDict('position_rank', '职级', [
  ['1', '员级'],
  ['2', '助级'],
  ['3', '中级'],
  ['4', '副高级'],
  ['5', '正高级'],
]);

/** Every fixed dictionary the organisation section seeds. */
export const ORGANISATION_DICTS = [
  roleDataScope,
  userStatus,
  tenantStatus,
  orgCategory,
  positionRank,
];
