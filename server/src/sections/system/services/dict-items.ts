import type { DictItemMap } from '@vets/contracts';
import type { Db } from '../../../db/database.js';

/** Every active dictionary item, grouped by dictionary code, in sort order. */
export async function loadAllDictItems(db: Db): Promise<DictItemMap> {
  const rows = await db
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('i.status', '=', 1)
    .orderBy('d.dictCode')
    .orderBy('i.sortOrder')
    .execute();
  const map: DictItemMap = {};
  for (const r of rows) {
    const list = map[r.dictCode] ?? [];
    list.push({ value: r.itemValue, text: r.itemText, title: r.itemText, label: r.itemText });
    map[r.dictCode] = list;
  }
  return map;
}
