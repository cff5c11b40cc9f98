import { defineResource } from '../../../resource/define-resource.js';
import { tenantStatus } from '../dicts.js';

/**
 * 租户: numbered by the administrator; every request names one in X-Tenant-Id. Tenant 0, the
 * default every user acts in, cannot be removed.
 */
export const tenantResource = defineResource({
  key: 'sysTenant',
  title: '租户',
  table: 'sys_tenant',
  path: '/sys/tenant',
  permission: 'system:tenant',
  scope: 'global',
  titleField: 'name',
  versioned: true,
  explicitId: true,
  affectsPermissions: true,
  fields: {
    id: {
      label: '租户编号',
      kind: 'integer',
      required: true,
      min: 1,
      max: 999_999_999,
      unique: true,
      immutable: true,
      search: 'eq',
      sortable: true,
      width: 100,
    },
    name: { label: '租户名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    status: {
      label: '状态',
      kind: 'string',
      dict: tenantStatus.code,
      required: true,
      defaultValue: tenantStatus.values.active,
      search: 'eq',
    },
    beginDate: { label: '开始日期', kind: 'date' },
    endDate: {
      label: '结束日期',
      kind: 'date',
      atLeast: { field: 'beginDate', message: '结束日期不能早于开始日期' },
    },
  },
  defaultSort: { field: 'id', order: 'asc' },
});
