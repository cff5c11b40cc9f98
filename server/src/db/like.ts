import { type Expression, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE pattern` with an explicit escape character, portable to SQLite and PostgreSQL. */
export function likePattern(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** `column LIKE %value%`, the value matched literally. */
export const containsText = (column: string, value: string) =>
  likePattern(column, `%${escapeLike(value)}%`);

/** `column LIKE value%`, the value matched literally. */
export const startsWithText = (column: string, value: string) =>
  likePattern(column, `${escapeLike(value)}%`);

/** `column LIKE %value`, the value matched literally. */
export const endsWithText = (column: string, value: string) =>
  likePattern(column, `%${escapeLike(value)}`);
