import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

let dir: string;
let h: DatabaseHandle;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vets-read-'));
  h = openDatabase({ sqliteFile: path.join(dir, 'vets.db') });
  await sql`create table sample (name text, size integer)`.execute(h.db);
  await sql`insert into sample values ('甲', 1), ('乙', 2)`.execute(h.db);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the read connection of a SQLite file', () => {
  it('is not the main connection and reads what the main one committed', async () => {
    expect(h.readDb).not.toBe(h.db);
    const { rows } = await sql<{ name: string }>`select name from sample where size = ${2}`.execute(
      h.readDb,
    );
    expect(rows).toEqual([{ name: '乙' }]);
    await sql`insert into sample values ('丙', 3)`.execute(h.db);
    const after = await sql<{ n: number }>`select count(*) as n from sample`.execute(h.readDb);
    expect(after.rows[0]?.n).toBe(3);
  });

  it('refuses to write, and the main connection is untouched', async () => {
    await expect(sql`insert into sample values ('丁', 4)`.execute(h.readDb)).rejects.toThrow();
    await expect(sql`delete from sample`.execute(h.readDb)).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select count(*) as n from sample`.execute(h.db);
    expect(rows[0]?.n).toBe(3);
  });

  it('reports a bad query as an error and keeps answering', async () => {
    await expect(sql`select * from no_such_table`.execute(h.readDb)).rejects.toThrow(
      /no_such_table/,
    );
    const { rows } = await sql<{ n: number }>`select count(*) as n from sample`.execute(h.readDb);
    expect(rows[0]?.n).toBe(3);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const { rows } = await sql<{ n: number }>`
      with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000)
      select count(*) as n from c`.execute(h.readDb);
    const ms = performance.now() - started;
    clearInterval(timer);
    expect(rows[0]?.n).toBe(3_000_000);
    // On the main connection the timer could not fire once until the query ended.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(3, Math.floor(ms / 5) - 1));
  });
});

describe('an in-memory database', () => {
  it('reads on its only connection', () => {
    const memory = openDatabase({ sqliteFile: ':memory:' });
    expect(memory.readDb).toBe(memory.db);
    return memory.close();
  });
});
