/**
 * Classifies driver errors that bad input can cause, so the HTTP layer answers 4xx
 * instead of 500. Dialect differences stay here.
 */
type DbInputErrorKind = 'unique' | 'too_long' | 'invalid_value' | 'foreign_key' | 'missing';

export function classifyDbError(error: unknown): DbInputErrorKind | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  switch (code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
    case '23505':
      return 'unique';
    case 'SQLITE_CONSTRAINT_NOTNULL':
    case '23502':
      return 'missing';
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
    case '23503':
      return 'foreign_key';
    case 'SQLITE_TOOBIG':
    case '22001':
      return 'too_long';
    case 'SQLITE_MISMATCH':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    // PostgreSQL: NUL or bytes the encoding cannot hold.
    case '22021':
    case '22P05':
      return 'invalid_value';
    default:
      return null;
  }
}
