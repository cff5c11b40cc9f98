import type { FieldDef, RefTarget } from '@vets/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { asAnyDb } from '../resource-store.js';
import { quoted } from './excel-cell-parsers.js';

/** A referenced record named in a cell: its stored code, or why the text names none. */
export type Resolution = { code: string } | { error: string };

/**
 * How a reference field reads in a workbook, both ways: the text an export writes for stored
 * codes, and the code an import stores for the text a person typed.
 */
export interface RefCodec {
  labels(codes: string[]): Promise<Map<string, string>>;
  resolve(texts: string[]): Promise<Map<string, Resolution>>;
}

/** What a codec needs beyond the definition: the database and the caller's reach. */
export interface RefContext {
  db: Db;
  tenantId: number | null;
  /** Of `ids` (of the target), those the caller may name; null when they may name any row. */
  allowed(target: RefTarget, ids: string[]): Promise<Set<string> | null>;
}

/** The rows of a referenced table any caller of this tenant could name. */
export function targetRows(ctx: RefContext, target: RefTarget, columns: string[]) {
  let q = asAnyDb(ctx.db).selectFrom(target.table).select(columns);
  if (target.def.softDelete) q = q.where(sql<SqlBool>`${sql.ref('delFlag')} = 0`);
  if (target.def.tenantScoped && ctx.tenantId !== null) q = q.where('tenantId', '=', ctx.tenantId);
  return q;
}

const MAX_LISTED = 5;

/** `岗位类别“驾驶员”有2条同名记录：A、B，…`: the candidates, described so a person can choose. */
export function ambiguous(f: FieldDef, text: string, described: string[], hint: string): string {
  const listed = described.slice(0, MAX_LISTED).join('、');
  const more = described.length > MAX_LISTED ? '等' : '';
  return `${f.label}${quoted(text)}有${described.length}条同名记录：${listed}${more}，${hint}`;
}

export const missing = (f: FieldDef, text: string): string => `${f.label}${quoted(text)}不存在`;
