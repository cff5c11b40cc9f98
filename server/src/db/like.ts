import { type Expression, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE pattern` with an explicit escape character, portable to SQLite and PostgreSQL. */
export function likePattern(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** LIKE patterns that match `value` literally: inside, at the start, at the end. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
export const startsWithPattern = (value: string) => `${escapeLike(value)}%`;
export const endsWithPattern = (value: string) => `%${escapeLike(value)}`;

/** `column LIKE %value%`, the value matched literally. */
export const containsText = (column: string, value: string) =>
  likePattern(column, containsPattern(value));

/** `column LIKE value%`, the value matched literally. */
export const startsWithText = (column: string, value: string) =>
  likePattern(column, startsWithPattern(value));
