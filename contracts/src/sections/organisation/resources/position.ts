import { defineResource } from '../../../resource/define-resource.js';
import { positionRank } from '../dicts.js';

/** 职务 (system positions) */
export const positionResource = defineResource({
  key: 'sysPosition',
  title: '职务',
  table: 'sys_position',
  path: '/sys/position',
  permission: 'system:position',
  scope: 'global',
  titleField: 'name',
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
      dict: positionRank.code,
      required: true,
      search: 'eq',
      sortable: true,
    },
    description: { label: '备注', kind: 'text', maxLength: 255, list: false },
  },
});
