import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';
import { PreparedQuery } from './prepared-query.js';

let h: DatabaseHandle;
beforeAll(async () => {
  h = openDatabase({ sqliteFile: ':memory:' });
  await h.db.schema
    .createTable('sys_setting')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await h.db
    .insertInto('sysSetting')
    .values([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ])
    .execute();
});
afterAll(() => h.close());

describe('PreparedQuery', () => {
  it('runs one compiled query with new named parameters, keeping constants', async () => {
    const q = new PreparedQuery(h.db, ['key'], (p) =>
      h.db
        .selectFrom('sysSetting')
        .select(['key', 'value'])
        .where('key', '=', p.key)
        .where('value', '!=', 'never'),
    );
    expect(await q.execute({ key: 'a' })).toEqual([{ key: 'a', value: '1' }]);
    expect(await q.execute({ key: 'b' })).toEqual([{ key: 'b', value: '2' }]);
    expect(await q.execute({ key: 'c' })).toEqual([]);
  });
});
