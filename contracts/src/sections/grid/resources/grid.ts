import { defineResource } from '../../../resource/define-resource.js';
import { AREA_REF } from '../../../vocabulary/index.js';
import { archiveField } from '../../archives/index.js';
import { followUpStatus, visitNeed, visitType } from '../dicts.js';

/** The resource key of a grid, by which archives name theirs. */
export const GRID_REF = 'gridGrid';

/** 网格: a township area with its boundary drawn on the map and its grid workers. */
export const gridResource = defineResource({
  key: GRID_REF,
  title: '网格',
  table: 'grid_grid',
  path: '/grid/grid',
  permission: 'grid:grid',
  scope: { office: { region: 'regionCode' } },
  titleField: 'gridName',
  versioned: true,
  orgScoped: true,
  // Its workers decide what grid workers see: every write re-reads data-rule variables.
  affectsPermissions: true,
  fields: {
    gridName: {
      label: '网格名称',
      kind: 'string',
      required: true,
      unique: true,
      maxLength: 60,
      search: 'like',
      width: 200,
    },
    regionCode: {
      label: '所在地区',
      kind: 'string',
      maxLength: 12,
      required: true,
      ref: AREA_REF,
      picker: { kind: 'area', anyLevel: true },
      search: 'eq',
      width: 200,
    },
    workerIds: {
      label: '网格员',
      kind: 'string',
      multiple: true,
      maxLength: 330,
      ref: 'sysUser',
      width: 200,
    },
    // A GeoJSON Polygon's coordinates ([[lng, lat], …] rings), drawn on the map page.
    boundary: {
      label: '网格边界',
      kind: 'text',
      maxLength: 200_000,
      form: false,
      list: false,
      excel: false,
    },
    remark: { label: '备注', kind: 'string', maxLength: 200, list: false },
  },
});

/** 走访记录: a grid worker's visit to a veteran, in the scope of the veteran's archive. */
export const visitResource = defineResource({
  key: 'gridVisit',
  title: '走访记录',
  table: 'grid_visit',
  path: '/grid/visit',
  permission: 'grid:visit',
  scope: { office: { owner: 'archiveId' } },
  titleField: 'visitDate',
  versioned: true,
  orgScoped: true,
  scopeThrough: 'archiveId',
  fields: {
    archiveId: archiveField,
    visitDate: { label: '走访日期', kind: 'date', required: true, search: 'range', width: 120 },
    visitType: {
      label: '走访方式',
      kind: 'string',
      dict: visitType.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
      width: 100,
    },
    visitor: { label: '走访人', kind: 'string', maxLength: 30, width: 100 },
    content: { label: '走访内容', kind: 'text', required: true, maxLength: 1000, width: 260 },
    needs: {
      label: '发现需求',
      kind: 'string',
      dict: visitNeed.code,
      multiple: true,
      maxLength: 40,
      search: 'eq',
      width: 160,
    },
    followUp: { label: '跟进措施', kind: 'text', maxLength: 500, list: false },
    followUpStatus: {
      label: '跟进状态',
      kind: 'string',
      dict: followUpStatus.code,
      required: true,
      defaultValue: followUpStatus.values.none,
      search: 'eq',
      width: 100,
    },
    gridId: {
      label: '所属网格',
      kind: 'string',
      ref: GRID_REF,
      form: false,
      search: 'eq',
      width: 140,
    },
  },
  defaultSort: { field: 'visitDate', order: 'desc' },
});
