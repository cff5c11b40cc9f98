import type { FieldDef, FieldKind, ResourceDef } from '@vets/contracts';
import { reportHeadResource, yesNo } from '@vets/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { SystemTables } from '../tables.js';
import { systemDb } from '../tables.js';
import { type ReportView, reportView } from './report-views.js';

export type ReportItem = Omit<
  Selectable<SystemTables['onlCgreportItem']>,
  'id' | 'cgrheadId' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

export interface ReportConfig {
  id: string;
  code: string;
  name: string;
  view: ReportView;
  items: ReportItem[];
  /** The report as a read-only resource, so the engine's filters and sort apply. */
  def: ResourceDef;
}

const KINDS: Record<string, FieldKind> = {
  String: 'string',
  Integer: 'integer',
  Double: 'number',
  Date: 'date',
  Datetime: 'datetime',
};

function reportDef(code: string, view: ReportView, items: ReportItem[]): ResourceDef {
  const fields: Record<string, FieldDef> = {};
  for (const item of items) {
    const searchable = item.isSearch === yesNo.values.yes;
    fields[item.fieldName] = {
      label: item.fieldTxt,
      kind: KINDS[item.fieldType] ?? 'string',
      ...(item.dictCode ? { dict: item.dictCode } : {}),
      ...(searchable
        ? { search: item.dictCode ? 'eq' : item.searchMode === 'group' ? 'range' : 'like' }
        : {}),
      sortable: true,
      ...(view.sensitive?.[item.fieldName] ? { sensitive: view.sensitive[item.fieldName] } : {}),
    };
  }
  return {
    key: `report:${code}`,
    title: code,
    table: view.view,
    path: '',
    permission: reportHeadResource.permission,
    fields,
    defaultSort: { field: view.defaultSort, order: 'desc' },
  };
}

const TTL_MS = 30_000;

/** Report configurations by id and by code, kept 30 s and dropped on any configuration write. */
export class ReportConfigCache {
  private readonly entries = new Map<string, { at: number; value: ReportConfig | null }>();

  constructor(private readonly db: Db) {}

  clear(): void {
    this.entries.clear();
  }

  async get(by: 'id' | 'code', key: string): Promise<ReportConfig | null> {
    const cacheKey = `${by}:${key}`;
    const hit = this.entries.get(cacheKey);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = await this.load(by, key);
    this.entries.set(cacheKey, { at: Date.now(), value });
    return value;
  }

  private async load(by: 'id' | 'code', key: string): Promise<ReportConfig | null> {
    const head = await systemDb(this.db)
      .selectFrom('onlCgreportHead')
      .select(['id', 'code', 'name', 'source'])
      .where(by, '=', key)
      .executeTakeFirst();
    if (!head) return null;
    const view = reportView(head.source);
    if (!view) return null;
    const rows = await systemDb(this.db)
      .selectFrom('onlCgreportItem')
      .select([
        'fieldName',
        'fieldTxt',
        'fieldType',
        'isShow',
        'isSearch',
        'searchMode',
        'isHidden',
        'dictCode',
        'orderNum',
      ])
      .where('cgrheadId', '=', head.id)
      .orderBy('orderNum')
      .execute();
    // Items naming a column the view lacks are ignored, never queried.
    const items = rows.filter((r) => Object.hasOwn(view.columns, r.fieldName));
    return {
      id: head.id,
      code: head.code,
      name: head.name,
      view,
      items,
      def: reportDef(head.code, view, items),
    };
  }
}

const caches = new WeakMap<Db, ReportConfigCache>();

/** The one cache of an app's database, shared by the report hooks and the report API. */
export function reportConfigCache(db: Db): ReportConfigCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReportConfigCache(db);
    caches.set(db, cache);
  }
  return cache;
}
