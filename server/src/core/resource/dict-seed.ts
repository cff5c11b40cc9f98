import type { DictDef } from '@vets/contracts';
import type { Clock } from '../../db/clock.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

/** Writes the dictionaries that are missing; staff may have edited the others. */
export async function seedDicts(db: Db, clock: Clock, dicts: readonly DictDef[]): Promise<void> {
  const now = clock.nowText();
  const audit = { createBy: 'system', createTime: now, updateBy: null, updateTime: null };
  for (const d of dicts) {
    const found = await db
      .selectFrom('sysDict')
      .select('id')
      .where('dictCode', '=', d.code)
      .executeTakeFirst();
    if (found) continue;
    const dictId = newId();
    await db
      .insertInto('sysDict')
      .values({ id: dictId, dictName: d.name, dictCode: d.code, description: null, ...audit })
      .execute();
    await db
      .insertInto('sysDictItem')
      .values(
        d.items.map((item, i) => ({
          id: newId(),
          dictId,
          itemText: item.text,
          itemValue: item.value,
          description: null,
          sortOrder: i + 1,
          status: 1,
          ...audit,
        })),
      )
      .execute();
  }
}
