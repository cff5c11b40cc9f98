import { z } from 'zod';
import { type Endpoint, pageOf, perm } from '../api/endpoint.js';
import { permissionCode, type ResourceDef } from './resource-types.js';

/** The longest text a picker searches for. */
export const REF_KEYWORD_MAX = 50;
/** The most options one page of a picker holds. */
export const REF_PAGE_SIZE_MAX = 50;

/** One choice of a reference picker: the stored value and the referenced record's title. */
export const refOptionSchema = z.object({ value: z.string(), label: z.string() });
export type RefOption = z.infer<typeof refOptionSchema>;

/** Text without control characters (PostgreSQL refuses NUL in a parameter). */
const printable = (text: string) => ![...text].some((c) => c.charCodeAt(0) < 32);

const refOptionsQuery = z.object({
  field: z
    .string('缺少参数：field')
    .min(1, '缺少参数：field')
    .max(64, '引用字段无效')
    .refine(printable, '引用字段无效')
    .describe('引用字段'),
  keyword: z
    .string('搜索内容无效')
    .max(REF_KEYWORD_MAX, `搜索内容最多${REF_KEYWORD_MAX}个字`)
    .refine(printable, '搜索内容含有无效字符')
    .optional()
    .describe('被引用记录的名称包含的文字'),
  values: z
    .string('已选值无效')
    .max(4000, '一次最多查询100个已选值')
    .refine(printable, '已选值无效')
    .optional()
    .describe('已选的值（逗号分隔），取它们的名称'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1).describe('页码'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(REF_PAGE_SIZE_MAX, `每页最多${REF_PAGE_SIZE_MAX}条`)
    .default(20)
    .describe('每页条数'),
});

/** Whether a definition has fields that refer to another resource (and so serves choices). */
export const hasRefFields = (def: Pick<ResourceDef, 'fields'>): boolean =>
  Object.values(def.fields).some((f) => f.ref !== undefined);

/**
 * The choices of a reference field of `def`: the referenced records whose title contains
 * `keyword` (or those whose value is among `values`), in the referenced resource's scope, a page
 * at a time. Whoever may read `def`'s list may fill its search form and its form.
 */
export function refOptionsEndpoint(def: ResourceDef) {
  return {
    method: 'GET',
    path: `${def.path}/refOptions`,
    summary: `${def.title}的引用字段可选记录`,
    tag: def.title,
    access: perm(permissionCode(def, 'list')),
    query: refOptionsQuery,
    response: pageOf(refOptionSchema),
  } satisfies Endpoint;
}
