import type { FieldDef, RefSpec, ResourceDef } from '../resource/resource-types.js';
import { snakeCase as snake } from '../resource/snake-case.js';
import * as sections from './index.js';

/** Every resource definition of every section, by key: what references resolve against. */
export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  sectionResources().map((def) => [def.key, def]),
);

/** What each section's index exports as `<SECTION>_RESOURCES`: its definitions. */
function sectionResources(): ResourceDef[] {
  return Object.entries(sections)
    .filter(([name]) => name.endsWith('_RESOURCES'))
    .flatMap(([, defs]) => defs as readonly ResourceDef[]);
}

/** What a reference field points at, with the names every consumer derives from it. */
export interface RefTarget {
  def: ResourceDef;
  /** The referenced field that stored values name (`id`, `orgCode`, `code`). */
  byField: string;
  /** The field whose text stands for a record (`companyName`). */
  titleField: string;
  table: string;
  /** snake_case columns, for SQL. */
  byColumn: string;
  titleColumn: string;
}

export function refTarget(ref: RefSpec): RefTarget {
  const key = typeof ref === 'string' ? ref : ref.resource;
  const def = RESOURCES.get(key);
  if (!def) throw new Error(`引用的资源不存在：${key}`);
  if (!def.titleField) throw new Error(`被引用的资源 ${key} 没有声明 titleField`);
  const byField = typeof ref === 'string' ? 'id' : ref.by;
  return {
    def,
    byField,
    titleField: def.titleField,
    table: def.table,
    byColumn: snake(byField),
    titleColumn: snake(def.titleField),
  };
}

/** The reference of a field, resolved; undefined for a field that refers to nothing. */
export const fieldRef = (f: Pick<FieldDef, 'ref'>): RefTarget | undefined =>
  f.ref === undefined ? undefined : refTarget(f.ref);
