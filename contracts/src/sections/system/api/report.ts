import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { actionPermission } from '../../../resource/resource-types.js';
import { reportHeadResource } from '../resources/report.js';

const access = perm(actionPermission(reportHeadResource, 'query'));
const idParam = z.object({ id: z.string().max(50).describe('报表ID') });

/** An item of a report field's dictionary. */
const reportDictOption = z.object({
  value: z.string(),
  text: z.string(),
  label: z.string(),
  title: z.string(),
});

/** 在线报表: the calls behind the popup picker: columns, query items and data of a report. */
export const reportApi = defineEndpoints('在线报表', {
  getRpColumns: {
    method: 'GET',
    path: '/online/cgreport/api/getRpColumns/:code',
    summary: '报表列',
    access,
    params: z.object({ code: z.string().max(50).describe('报表编码') }),
    response: z.object({
      cgRpConfigId: z.string(),
      cgRpConfigName: z.string(),
      /** The shown fields, in order. */
      columns: z.array(
        z.object({
          title: z.string(),
          dataIndex: z.string(),
          fieldType: z.string(),
          dictCode: z.string().optional(),
        }),
      ),
      /** The items of each shown dictionary field, by field name. */
      dictOptions: z.record(z.string(), z.array(reportDictOption)),
    }),
  },
  getQueryInfo: {
    method: 'GET',
    path: '/online/cgreport/api/getQueryInfo/:id',
    summary: '报表查询条件',
    access,
    params: idParam,
    response: z.array(
      z.object({
        field: z.string(),
        label: z.string(),
        type: z.string(),
        /** 'single' or 'group' (a range): the item's search mode (单条件查询 when unset). */
        mode: z.string(),
        /** '1': shown only when the search form is expanded. */
        hidden: z.enum(['1', '0']),
        dictCode: z.string().optional(),
      }),
    ),
  },
  getData: {
    method: 'GET',
    path: '/online/cgreport/api/getData/:id',
    summary: '报表数据',
    access,
    params: idParam,
    query: z.looseObject({
      pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('页码'),
      pageSize: z.coerce.number().int().min(1).max(1000).default(10).describe('每页条数'),
    }),
    response: z.object({
      total: z.number(),
      /** The report's rows: its view's columns, with `<field>_dictText` beside dictionary fields. */
      records: z.array(z.record(z.string(), z.unknown())),
      current: z.number(),
      size: z.number(),
    }),
  },
});
