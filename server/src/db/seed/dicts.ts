import type { Clock } from '../clock.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';

interface SeedDict {
  code: string;
  name: string;
  items: Array<[value: string, text: string]>;
}

/** Dictionaries the shell and the constants of section 9 rely on. */
export const SEED_DICTS: SeedDict[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般'],
      ['M', '重要'],
      ['H', '紧急'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['Y', '是'],
      ['N', '否'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'log_outcome',
    name: '操作结果',
    items: [
      ['success', '成功'],
      ['failure', '失败'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类别',
    items: [
      ['1', '服务机构'],
      ['2', '内设部门'],
    ],
  },
];

export async function seedDicts(db: Db, clock: Clock): Promise<void> {
  const now = clock.nowText();
  for (const d of SEED_DICTS) {
    const found = await db
      .selectFrom('sysDict')
      .select('id')
      .where('dictCode', '=', d.code)
      .executeTakeFirst();
    if (found) continue;
    const dictId = newId();
    await db
      .insertInto('sysDict')
      .values({
        id: dictId,
        dictName: d.name,
        dictCode: d.code,
        description: null,
        createTime: now,
      })
      .execute();
    await db
      .insertInto('sysDictItem')
      .values(
        d.items.map(([value, text], i) => ({
          id: newId(),
          dictId,
          itemText: text,
          itemValue: value,
          description: null,
          sortOrder: i + 1,
          status: 1,
        })),
      )
      .execute();
  }
}
