import { fieldGuardsSensitive, reportApi, yesNo } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { addDictTexts } from '../../../core/resource/dict-lookup.js';
import {
  type Filter,
  parseFieldFilters,
  parseSort,
  RESTRICTED,
  requireUsableField,
  typedValue,
} from '../../../core/resource/filters.js';
import { maskRecords } from '../../../core/resource/mask-records.js';
import { asAnyDb, ResourceStore } from '../../../core/resource/resource-store.js';
import {
  type ReportConfig,
  type ReportConfigCache,
  reportConfigCache,
} from '../services/report-config.js';

const SELF_PREFIX = 'self_';

async function required(cache: ReportConfigCache, by: 'id' | 'code', key: string) {
  const config = await cache.get(by, key);
  if (!config) throw notFound(`报表不存在：${key}`);
  return config;
}

/** `self_<field>` parameters are exact filters on a report field. */
function splitQuery(query: Record<string, unknown>) {
  const plain: Record<string, unknown> = {};
  const self: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(SELF_PREFIX)) self[key.slice(SELF_PREFIX.length)] = value;
    else if (key !== 'sort') plain[key] = value;
  }
  return { plain, self };
}

/** Report search text on a like-searched field matches anywhere, as the popup expects. */
function likeWrapped(
  config: ReportConfig,
  plain: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain)) {
    const like = config.def.fields[key]?.search === 'like';
    out[key] =
      like && typeof value === 'string' && value && !/^[*!<>]|[*,]$/.test(value)
        ? `*${value}*`
        : value;
  }
  return out;
}

/**
 * The report's filters. Reports always mask their personal columns, so nobody filters or sorts
 * by them (the engine's default access refuses it).
 */
function reportFilters(config: ReportConfig, query: Record<string, unknown>): Filter[] {
  const { plain, self } = splitQuery(query);
  const filters = parseFieldFilters(config.def, likeWrapped(config, plain));
  for (const [field, value] of Object.entries(self)) {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') throw badRequest(`查询参数 ${field.slice(0, 64)} 的值无效`);
    // An exact value, taken as it is: commas and wildcards are part of it.
    const fieldDef = requireUsableField(config.def, field, RESTRICTED);
    const exact = typedValue(fieldDef, raw);
    guardAccountFilter(fieldDef, 'eq', exact, RESTRICTED);
    filters.push({ field, op: 'eq', value: exact });
  }
  const known = new Set(config.items.map((i) => i.fieldName));
  const stray = filters.find((f) => !known.has(f.field));
  if (stray) throw badRequest(`不支持的查询字段：${stray.field}`);
  return filters;
}

/** The calls behind the popup picker: columns, query items and data of a report. */
export const reportApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cache = reportConfigCache(ctx.db);
  serve(app, reportApi.getRpColumns, async (request) => {
    const config = await required(cache, 'code', request.params.code);
    const shown = config.items.filter((i) => i.isShow === yesNo.values.yes);
    const codes = [...new Set(shown.map((i) => i.dictCode).filter((c): c is string => Boolean(c)))];
    const lookup = await ctx.dictCache.lookup(codes);
    const dictOptions = Object.fromEntries(
      shown
        .filter((i) => i.dictCode)
        .map((i) => [
          i.fieldName,
          [...(lookup.get(i.dictCode!) ?? [])].map(([value, text]) => ({
            value,
            text,
            label: text,
            title: text,
          })),
        ]),
    );
    return ok({
      cgRpConfigId: config.id,
      cgRpConfigName: config.name,
      columns: shown.map((i) => ({
        title: i.fieldTxt,
        dataIndex: i.fieldName,
        fieldType: i.fieldType,
        ...(i.dictCode ? { dictCode: i.dictCode } : {}),
      })),
      dictOptions,
    });
  });

  serve(app, reportApi.getQueryInfo, async (request) => {
    const config = await required(cache, 'id', request.params.id);
    return ok(
      config.items
        // Personal columns are masked in reports, so nobody searches by them (a sign-in name
        // is searched, but not by what would find a phone in it).
        .filter(
          (i) =>
            i.isSearch === yesNo.values.yes &&
            !fieldGuardsSensitive({ sensitive: config.view.sensitive?.[i.fieldName] }),
        )
        .map((i) => ({
          field: i.fieldName,
          label: i.fieldTxt,
          type: i.fieldType,
          mode: i.searchMode ?? 'single',
          hidden: i.isHidden === yesNo.values.yes ? '1' : '0',
          ...(i.dictCode ? { dictCode: i.dictCode } : {}),
        })),
    );
  });

  serve(app, reportApi.getData, async (request) => {
    const config = await required(cache, 'id', request.params.id);
    const query = request.query as Record<string, unknown> & { pageNo: number; pageSize: number };
    const sortParam = typeof query.sort === 'string' ? query.sort : undefined;
    const filters = reportFilters(config, query);
    const sort = parseSort(config.def, query.column ?? sortParam, query.order);
    const store = new ResourceStore(asAnyDb(ctx.db), config.def);
    const columns = [...new Set(['id', ...config.items.map((i) => i.fieldName)])].filter((c) =>
      Object.hasOwn(config.view.columns, c),
    );
    const page = await store.page(
      { filters, superQuery: null, sort, columns },
      { tenantId: null, filters: [] },
      query.pageNo,
      query.pageSize,
    );
    const codes = [
      ...new Set(config.items.map((i) => i.dictCode).filter((c): c is string => Boolean(c))),
    ];
    addDictTexts(config.def, await ctx.dictCache.lookup(codes), page.records);
    maskRecords(Object.entries(config.view.sensitive ?? {}), page.records);
    return ok({
      total: page.total,
      records: page.records,
      current: page.current,
      size: page.size,
    });
  });
};
