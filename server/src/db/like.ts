import { type Expression, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE %value%` with an explicit escape character, portable to SQLite and PostgreSQL. */
export function containsText(column: string, value: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(value)}%`} escape '\\'`;
}
