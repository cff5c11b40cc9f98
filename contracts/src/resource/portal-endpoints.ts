import { z } from 'zod';
import { OPEN, pageOf } from '../api/endpoint.js';
import type { PortalProjection } from './portal-projection.js';
import type { FieldDef, RefSpec, ResourceDef } from './resource-types.js';

const portalFile = z.object({ name: z.string(), path: z.string(), ext: z.string() });
/** An attachment as the portal lists it: 附件1.pdf, its path, and the extension to preview by. */
export type PortalFile = z.infer<typeof portalFile>;

/** A value the record always has: required, or given a default on add. */
const always = (f: FieldDef) => Boolean(f.required) || f.defaultValue !== undefined;

function valueSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'switch':
      return z.boolean();
    case 'integer':
    case 'number':
      return always(f) ? z.number() : z.number().nullable();
    case 'file':
      return z.array(portalFile);
    case 'image':
      return z.array(z.string());
    default:
      return always(f) ? z.string() : z.string().nullable();
  }
}

/** Where a field's text goes beside its value, or null when it has none. */
export function portalTextKey(key: string, f: FieldDef): string | null {
  if (f.dict && f.multiple) return `${key}Texts`;
  if (f.dict || f.ref || f.picker?.kind === 'area') return `${key}Text`;
  return null;
}

const UPLOADS = new Set<FieldDef['kind']>(['image', 'file', 'richtext']);

/** A field the portal may show: declared, not personal, and no private upload. */
export function publicField(def: ResourceDef, key: string): FieldDef {
  const f = def.fields[key];
  const where = `${def.key}.portal 的字段 ${key}`;
  if (!f) throw new Error(`${where} 不存在`);
  if (f.sensitive || f.revealsSensitive) throw new Error(`${where} 是个人信息，不能公开`);
  if (UPLOADS.has(f.kind) && !f.public) throw new Error(`${where} 的文件不是公开文件`);
  return f;
}

function projectedShape(def: ResourceDef, keys: readonly string[]): z.ZodRawShape {
  const shape: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const f = publicField(def, key);
    shape[key] = valueSchema(f);
    const textKey = portalTextKey(key, f);
    if (textKey) shape[textKey] = f.dict && f.multiple ? z.array(z.string()) : z.string();
  }
  return shape;
}

function filterSchema(f: FieldDef): z.ZodType {
  if (f.picker?.kind === 'area')
    return z
      .string()
      .regex(/^\d{6}$/, '地区编码应为6位数字')
      .optional();
  if (f.dict)
    return z
      .string()
      .regex(/^[\w-]{1,32}$/, `${f.label}无效`)
      .optional();
  return z.string().max(32, `${f.label}无效`).optional();
}

const paging = {
  pageNo: z.coerce.number().int().min(1, '页码无效').max(10_000, '页码无效').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数无效').max(50, '每页最多50条').default(10),
};

export function portalOf(def: ResourceDef): PortalProjection {
  if (!def.portal) throw new Error(`${def.key} 没有门户投影（portal）`);
  return def.portal;
}

// ---- The types the schemas below answer, derived from a definition's literal type ----

type FieldOf<D extends ResourceDef, K> = K extends keyof D['fields'] ? D['fields'][K] : never;
type ValueOf<F> = F extends { kind: 'switch' }
  ? boolean
  : F extends { kind: 'integer' | 'number' }
    ? F extends { required: true } | { defaultValue: number }
      ? number
      : number | null
    : F extends { kind: 'file' }
      ? PortalFile[]
      : F extends { kind: 'image' }
        ? string[]
        : F extends { required: true } | { defaultValue: string | number }
          ? string
          : string | null;
type TextKeyOf<K extends string, F> = F extends { dict: string; multiple: true }
  ? `${K}Texts`
  : F extends { dict: string } | { ref: RefSpec } | { picker: { kind: 'area' } }
    ? `${K}Text`
    : never;
type TextOf<F> = F extends { dict: string; multiple: true } ? string[] : string;
type Projected<D extends ResourceDef, K extends string> = {
  [P in K]: ValueOf<FieldOf<D, P>>;
} & { [P in K as TextKeyOf<P, FieldOf<D, P>>]: TextOf<FieldOf<D, P>> };

type Keys<D, W extends 'card' | 'detail' | 'filters'> = D extends {
  portal: { [X in W]: readonly (infer K extends string)[] };
}
  ? K
  : never;
type Extras<D, W extends 'card' | 'detail'> = D extends {
  portal: { extras: { [X in W]: infer S extends z.ZodRawShape } };
}
  ? z.infer<z.ZodObject<S>>
  : unknown;

/** A card of the portal list of `D`. */
export type PortalCard<D extends ResourceDef> = { id: string } & Projected<D, Keys<D, 'card'>> &
  Extras<D, 'card'>;
/** The portal detail of `D`: its card and the detail fields. */
export type PortalDetail<D extends ResourceDef> = PortalCard<D> &
  Projected<D, Keys<D, 'detail'>> &
  Extras<D, 'detail'>;
/** The query of the portal list of `D`, as a client sends it with the page named. */
export type PortalListQuery<D extends ResourceDef> = Omit<
  PortalQueryIn<D>,
  'pageNo' | 'pageSize'
> & {
  pageNo: number;
  pageSize: number;
};
/** The URL segment of the portal reads of `D` (`/portal/<path>/list`). */
export type PortalPath<D extends ResourceDef> = D extends { portal: { path: infer P } } ? P : never;
type PortalQueryIn<D> = { keyword?: string; pageNo?: number; pageSize?: number } & {
  [P in Keys<D, 'filters'>]?: string;
};
type PortalQueryOut<D> = { keyword?: string; pageNo: number; pageSize: number } & {
  [P in Keys<D, 'filters'>]?: string;
};
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

const cache = new WeakMap<ResourceDef, ReturnType<typeof buildEndpoints>>();

function buildEndpoints(def: ResourceDef) {
  const p = portalOf(def);
  const searched = [...(p.keyword ?? []), ...p.order.map(([k]) => k), p.publicWhen.field];
  for (const key of [...searched, ...(p.views ? [p.views] : [])]) publicField(def, key);
  const card = z.object({ id: z.string(), ...projectedShape(def, p.card), ...p.extras?.card });
  const detail = card.extend({ ...projectedShape(def, p.detail ?? []), ...p.extras?.detail });
  const filters = Object.fromEntries(
    (p.filters ?? []).map((k) => [k, filterSchema(publicField(def, k))]),
  );
  const base = `/portal/${p.path}`;
  return {
    list: {
      method: 'GET' as const,
      path: `${base}/list`,
      summary: `门户${p.title}列表`,
      tag: '门户',
      access: OPEN,
      query: z.object({
        keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
        ...filters,
        ...paging,
      }),
      response: pageOf(card),
    },
    queryById: {
      method: 'GET' as const,
      path: `${base}/queryById`,
      summary: `门户${p.title}详情${p.views ? '（浏览量加一）' : ''}`,
      tag: '门户',
      access: OPEN,
      query: z.object({ id: z.string().min(1, '缺少参数：id').max(32, '参数 id 无效') }),
      response: detail,
    },
  };
}

/**
 * The two portal endpoints of a definition with a projection, typed by what it declares: the
 * list (keyword, filters, paging → a page of cards) and the detail by id.
 */
export function portalEndpoints<D extends ResourceDef>(def: D) {
  let built = cache.get(def);
  if (!built) {
    built = buildEndpoints(def);
    cache.set(def, built);
  }
  // The schemas are built from the fields at run time; the type says what they answer.
  return built as unknown as {
    list: Omit<typeof built.list, 'query' | 'response'> & {
      query: z.ZodType<PortalQueryOut<D>, PortalQueryIn<D>>;
      response: z.ZodType<Page<PortalCard<D>>>;
    };
    queryById: Omit<typeof built.queryById, 'response'> & {
      response: z.ZodType<PortalDetail<D>>;
    };
  };
}
