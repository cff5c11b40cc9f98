import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 behind Kysely, keeping prepared statements by SQL text. Kysely prepares every
 * query anew; for the hot paths (session lookup, permission checks) that preparation costs more
 * than running the query. Kysely runs one query at a time on the connection, so reuse is safe.
 */
export class CachedStatementDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly maxStatements = 500,
  ) {}

  prepare(sql: string): SqliteStatement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.statements.size >= this.maxStatements) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
      this.statements.set(sql, statement);
    }
    return statement as unknown as SqliteStatement;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}
