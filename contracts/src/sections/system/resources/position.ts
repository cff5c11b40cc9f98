import type { ResourceDef } from '../../../resource/resource-types.js';

/** 职务 (system positions) */
export const positionResource = {
  key: 'sysPosition',
  title: '职务',
  table: 'sys_position',
  path: '/sys/position',
  permission: 'system:position',
  versioned: true,
  tenantScoped: true,
  fields: {
    code: {
      label: '职务编码',
      kind: 'string',
      required: true,
      maxLength: 20,
      pattern: 'code20',
      unique: true,
      search: 'like',
      sortable: true,
    },
    name: { label: '职务名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    postRank: {
      label: '职级',
      kind: 'string',
      dict: 'position_rank',
      required: true,
      search: 'eq',
      sortable: true,
    },
    description: { label: '备注', kind: 'text', maxLength: 255, list: false },
    createTime: { label: '创建时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;
