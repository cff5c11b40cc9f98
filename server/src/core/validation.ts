import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors.js';

const CJK = /[\u4e00-\u9fff]/;
const MAX_REPORTED_ISSUES = 3;

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
};

type AnySchema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;

/** The schema under `path`, looking through optional, nullable, default and pipe wrappers. */
function schemaAt(root: AnySchema, path: PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = root;
  for (const key of path) {
    current = unwrap(current);
    if (!current) return undefined;
    const def = current._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'object') current = (def.shape as Record<string, AnySchema>)[String(key)];
    else if (def.type === 'array') current = def.element as AnySchema;
    else if (def.type === 'record') current = def.valueType as AnySchema;
    else return undefined;
  }
  return current;
}

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i++) {
    const def = s._zod.def as unknown as Record<string, unknown>;
    if ('innerType' in def) s = def.innerType as AnySchema;
    else if (def.type === 'pipe') s = def.in as AnySchema;
    else break;
  }
  return s;
}

function descriptionOf(schema: AnySchema | undefined): string | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i++) {
    const d = (s as unknown as { description?: string }).description;
    if (d) return d;
    const def = s._zod.def as unknown as Record<string, unknown>;
    if ('innerType' in def) s = def.innerType as AnySchema;
    else if (def.type === 'pipe') s = def.in as AnySchema;
    else break;
  }
  return undefined;
}

/** The field's Chinese label (its `.describe()`), or its key. */
function fieldLabel(root: AnySchema, path: PropertyKey[]): string {
  const label = descriptionOf(schemaAt(root, path));
  if (label) return label;
  return path.length > 0 ? path.map(String).join('.') : '请求参数';
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let v = data;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** One Chinese sentence per issue. Messages written in Chinese by a schema are kept as they are. */
function issueMessage(root: AnySchema, data: unknown, issue: Issue): string {
  if (CJK.test(issue.message)) return issue.message;
  const label = fieldLabel(root, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const v = valueAt(data, issue.path);
      if (v === undefined || v === null || v === '') return `${label}不能为空`;
      return `${label}类型错误，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? `${label}不能为空` : `${label}长度不能少于${min}个字符`;
      if (issue.origin === 'array') return `${label}至少需要${min}项`;
      return `${label}不能小于${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${label}长度不能超过${max}个字符`;
      if (issue.origin === 'array') return `${label}最多${max}项`;
      return `${label}不能大于${max}`;
    }
    case 'invalid_format':
      return `${label}格式不正确`;
    case 'invalid_value':
      return `${label}取值无效，可选值：${issue.values.map(String).join('、')}`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    default:
      return `${label}无效`;
  }
}

function formatIssues(root: AnySchema, data: unknown, issues: Issue[]): string {
  const messages = [...new Set(issues.map((i) => issueMessage(root, data, i)))];
  return messages.slice(0, MAX_REPORTED_ISSUES).join('；');
}

/** Validates request parts with zod; failures become 400 with a Chinese message. */
export const zodValidatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema }) => {
  return (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, formatIssues(schema, data, result.error.issues)) };
  };
};
