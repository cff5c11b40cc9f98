import type { CreateTableBuilder } from 'kysely';

/** The audit columns every resource table has (and the tables written like resources). */
export function withAuditColumns<T extends CreateTableBuilder<string, never>>(table: T): T {
  return table
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_by', 'varchar(32)')
    .addColumn('update_time', 'varchar(19)') as T;
}

/** The optimistic-lock version, then the audit columns. */
export function withVersionAndAudit<T extends CreateTableBuilder<string, never>>(table: T): T {
  return withAuditColumns(
    table.addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)) as T,
  );
}
