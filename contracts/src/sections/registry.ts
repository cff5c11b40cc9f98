import type { FieldDef, RefSpec, ResourceDef } from '../resource/resource-types.js';
import { ACCOUNTS_RESOURCES } from './accounts/resources/company-claim.js';
import { ARCHIVES_RESOURCES } from './archives/resources/index.js';
import { SHOWCASE_RESOURCES } from './entrepreneurship/showcase/index.js';
import { STARTUP_RESOURCES } from './entrepreneurship/startup/index.js';
import { GRID_RESOURCES } from './grid/resources/index.js';
import { PUBLISHING_RESOURCES } from './publishing/resources/index.js';
import { RECRUITMENT_RESOURCES } from './recruitment/resources/index.js';
import { SYSTEM_RESOURCES } from './system/resources/index.js';
import { TRAINING_RESOURCES } from './training/resources/institution.js';

/** Every resource definition of every section, by key: what references resolve against. */
export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  [
    ...SYSTEM_RESOURCES,
    ...RECRUITMENT_RESOURCES,
    ...ARCHIVES_RESOURCES,
    ...GRID_RESOURCES,
    ...ACCOUNTS_RESOURCES,
    ...TRAINING_RESOURCES,
    ...PUBLISHING_RESOURCES,
    ...STARTUP_RESOURCES,
    ...SHOWCASE_RESOURCES,
  ].map((def) => [def.key, def]),
);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
