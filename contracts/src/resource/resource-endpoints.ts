import { z } from 'zod';
import { type Endpoint, envelopeOf, pageOf, perm } from '../api/endpoint.js';
import {
  type FieldDef,
  permissionCode,
  type ResourceAction,
  type ResourceDef,
} from './resource-types.js';

const fieldValue = (f: FieldDef) =>
  f.kind === 'integer' || f.kind === 'number' ? z.number() : z.string();

/**
 * A record as the engine answers it: id, audit columns, version, every declared field (absent
 * when the request named other fields), and the label of each dictionary or reference field.
 */
export function recordSchema(def: ResourceDef) {
  const text = z.string().nullable();
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    createBy: text.optional(),
    createTime: text.optional(),
    updateBy: text.optional(),
    updateTime: text.optional(),
  };
  if (def.versioned) shape.version = z.number();
  for (const [key, f] of Object.entries(def.fields)) {
    shape[key] = fieldValue(f).nullable().optional();
    if (f.dict || f.ref) shape[`${key}_dictText`] = text.optional();
  }
  return z.object(shape);
}

const listQuery = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10).describe('每页条数'),
});
const idQuery = z.object({ id: z.string().min(1).max(32).describe('id') });
const idsQuery = z.object({ ids: z.string().min(1).max(40_000).describe('ids') });
const recordBody = z.record(z.string(), z.unknown());
const importResult = z.object({
  successCount: z.number(),
  errorCount: z.number(),
  /** Rows equal to a record already there (an import run again after an interruption). */
  skippedCount: z.number().optional(),
  /** Of `successCount`, the records updated by the import key (resources with `importKey`). */
  updatedCount: z.number().optional(),
  /** The error report of the rejected rows, when there are any. */
  fileUrl: z.string().optional(),
});

/** The id a client gives an import (`importExcel?importId=`) to follow its progress. */
export const IMPORT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** How far an import has come: rows read from the files, written, refused and skipped. */
export const importProgressSchema = z.object({
  phase: z.enum(['reading', 'report', 'done']).describe('读取与写入中、生成错误报告、已完成'),
  rowsRead: z.number(),
  rowsWritten: z.number(),
  /** Of `rowsWritten`, the records updated by the import key (resources with `importKey`). */
  rowsUpdated: z.number().optional(),
  errorCount: z.number(),
  skippedCount: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** How many refused rows an import preview lists in its answer (the report lists them all). */
export const IMPORT_PREVIEW_SAMPLES = 20;

/** What an import would do with a file, found by every check of the import and writing nothing. */
export const importPreviewSchema = z.object({
  addCount: z.number().describe('将新增'),
  updateCount: z.number().describe('将按导入键更新'),
  unchangedCount: z.number().describe('与已有数据相同，将跳过'),
  errorCount: z.number().describe('有误，将不导入'),
  fileUrl: z.string().optional().describe('错误报告（原列 + 错误原因），有误时才有'),
  samples: z.object({
    errors: z
      .array(z.object({ row: z.number().describe('文件中的行号'), reason: z.string() }))
      .describe(`前 ${IMPORT_PREVIEW_SAMPLES} 条有误的行`),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The standard endpoints of a resource, from its definition: each guarded by
 * `<permission>:<action>` and answering what the definition declares.
 */
export function resourceEndpoints(def: ResourceDef) {
  const record = recordSchema(def);
  const base = (action: ResourceAction, name: string, summary: string) => ({
    path: `${def.path}/${name}`,
    summary,
    tag: def.title,
    access: perm(permissionCode(def, action)),
  });
  return {
    list: {
      ...base('list', 'list', `${def.title}列表`),
      method: 'GET',
      query: listQuery,
      response: pageOf(record),
    },
    queryById: {
      ...base('list', 'queryById', `${def.title}详情`),
      method: 'GET',
      query: idQuery,
      response: record,
    },
    add: {
      ...base('add', 'add', `添加${def.title}`),
      method: 'POST',
      body: recordBody,
      response: record,
    },
    edit: {
      ...base('edit', 'edit', `编辑${def.title}`),
      method: 'PUT',
      body: recordBody,
      response: record,
    },
    editByPost: {
      ...base('edit', 'edit', `编辑${def.title}`),
      method: 'POST',
      body: recordBody,
      response: record,
    },
    delete: {
      ...base('delete', 'delete', `删除${def.title}`),
      method: 'DELETE',
      query: idQuery,
      response: z.null(),
    },
    deleteBatch: {
      ...base('batch_delete', 'deleteBatch', `批量删除${def.title}`),
      method: 'DELETE',
      query: idsQuery,
      response: z.object({ count: z.number() }),
    },
    exportXls: {
      ...base('export', 'exportXls', `导出${def.title}`),
      method: 'GET',
      query: listQuery,
      response: z.string().describe('Excel 工作簿（.xlsx）'),
      produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    importExcel: {
      ...base('import', 'importExcel', `导入${def.title}`),
      method: 'POST',
      response: importResult,
    },
    importPreview: {
      ...base('import', 'importPreview', `${def.title}导入预检`),
      method: 'POST',
      response: importPreviewSchema,
    },
    importTemplate: {
      ...base('import', 'importTemplate', `${def.title}导入模板`),
      method: 'GET',
      response: z
        .string()
        .describe('Excel 工作簿（.xlsx）：表单字段为列，必填列标 *，字典列带下拉'),
      produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    importProgress: {
      ...base('import', 'importProgress', `${def.title}导入进度`),
      method: 'GET',
      query: z.object({
        importId: z.string().regex(IMPORT_ID_PATTERN, 'importId 参数无效').describe('导入编号'),
      }),
      response: importProgressSchema.nullable().describe('未开始或已过期时为 null'),
    },
  } satisfies Record<string, Endpoint>;
}

/**
 * The tree endpoints of a resource whose records form a tree: the children of a record (or the
 * top level without `pid`), and the chain of records from the top down to one record.
 */
export function treeEndpoints(def: ResourceDef) {
  const node = recordSchema(def).extend({ hasChildren: z.boolean() });
  const access = perm(permissionCode(def, 'list'));
  return {
    childList: {
      method: 'GET',
      path: `${def.path}/childList`,
      summary: `下级${def.title}（不带 pid 为顶级）`,
      tag: def.title,
      access,
      query: z.object({ pid: z.string().max(32).optional().describe('上级') }),
      response: z.array(node),
    },
    parentPath: {
      method: 'GET',
      path: `${def.path}/parentPath`,
      summary: `${def.title}的上级链（自顶级至本身）`,
      tag: def.title,
      access,
      query: idQuery,
      response: z.array(recordSchema(def)),
    },
  } satisfies Record<string, Endpoint>;
}

/** The import's answer when some rows were refused (HTTP 201, with the error report). */
export const importPartialEnvelope = envelopeOf(importResult);

/** One change in a record's revision history (`revisions: true`). */
export const revisionSchema = z.object({
  id: z.string(),
  version: z.number().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  /** The author's username and, when the account still exists, their name. */
  author: z.string(),
  authorName: z.string().nullable(),
  time: z.string(),
  /** The record's fields after the change; null after a delete. */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** The revision history of one record, newest first, for those who may list the resource. */
export function revisionEndpoint(def: ResourceDef) {
  return {
    method: 'GET',
    path: `${def.path}/revisions`,
    summary: `${def.title}修订记录`,
    tag: def.title,
    access: perm(permissionCode(def, 'list')),
    query: idQuery,
    response: z.array(revisionSchema),
  } satisfies Endpoint;
}
