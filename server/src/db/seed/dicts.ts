import type { Clock } from '../clock.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';
import { seededAudit } from './audit-columns.js';
import { RECRUITMENT_DICTS } from './dicts-recruitment.js';
import { REPORT_SOURCE_ITEMS } from './report-sources.js';

interface SeedDict {
  code: string;
  name: string;
  items: Array<[value: string, text: string]>;
}

/** Dictionaries the shell and the constants of section 9 rely on. */
export const SEED_DICTS: SeedDict[] = [
  {
    code: 'banner_status',
    name: '上架状态',
    items: [
      ['1', '上架'],
      ['0', '下架'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象',
    items: [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    items: [
      ['component', '组件'],
      ['url', '链接'],
    ],
  },
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
  {
    code: 'dict_item_status',
    name: '字典项状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'cgreport_field_type',
    name: '报表字段类型',
    items: [
      ['String', '文本'],
      ['Integer', '整数'],
      ['Double', '小数'],
      ['Date', '日期'],
      ['Datetime', '日期时间'],
    ],
  },
  {
    code: 'cgreport_search_mode',
    name: '报表查询模式',
    items: [
      ['single', '单条件查询'],
      ['group', '范围查询'],
    ],
  },
  {
    code: 'cgreport_source',
    name: '报表数据视图',
    items: REPORT_SOURCE_ITEMS,
  },
  ...RECRUITMENT_DICTS,
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
        ...seededAudit(now),
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
          ...seededAudit(now),
        })),
      )
      .execute();
  }
}
