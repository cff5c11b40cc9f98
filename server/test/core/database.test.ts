import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';

describe('database connections', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'survive an idle PostgreSQL connection being terminated by the server',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const handle = openDatabase({ databaseUrl: url, poolSize: 1 });
      const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          handle.db,
        );
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin.db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The pool dropped the dead connection and opens a new one; nothing crashed.
        const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await admin.close();
        await handle.close();
      }
    },
  );
});
