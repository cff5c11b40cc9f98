import { sex } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { seededAudit } from '../../../db/seeded-audit.js';
import { systemDb } from '../tables.js';

interface SeedReportItem {
  fieldName: string;
  fieldTxt: string;
  dictCode?: string;
  isSearch?: boolean;
  isHidden?: boolean;
  searchMode?: 'single' | 'group';
  fieldType?: string;
  isShow?: boolean;
}

interface SeedReport {
  code: string;
  name: string;
  source: string;
  items: SeedReportItem[];
}

/** Reports the popup pickers use out of the box. */
const SEED_REPORTS: SeedReport[] = [
  {
    code: 'report_user',
    name: '用户选择',
    source: 'v_report_user',
    items: [
      { fieldName: 'id', fieldTxt: 'ID', isShow: false },
      { fieldName: 'username', fieldTxt: '用户账号', isSearch: true },
      { fieldName: 'realname', fieldTxt: '用户姓名', isSearch: true },
      { fieldName: 'sex', fieldTxt: '性别', dictCode: sex.code, isSearch: true, isHidden: true },
      { fieldName: 'phone', fieldTxt: '手机号', isSearch: true, isHidden: true },
      { fieldName: 'orgName', fieldTxt: '所属部门' },
      {
        fieldName: 'createTime',
        fieldTxt: '创建时间',
        fieldType: 'Datetime',
        isSearch: true,
        isHidden: true,
        searchMode: 'group',
      },
    ],
  },
  {
    code: 'report_depart',
    name: '部门选择',
    source: 'v_report_depart',
    items: [
      { fieldName: 'id', fieldTxt: 'ID', isShow: false },
      { fieldName: 'departName', fieldTxt: '部门名称', isSearch: true },
      { fieldName: 'orgCode', fieldTxt: '机构编码', isSearch: true },
      { fieldName: 'regionCode', fieldTxt: '行政区划代码' },
    ],
  },
];

export async function seedReports(db: Db, clock: Clock): Promise<void> {
  const now = clock.nowText();
  for (const r of SEED_REPORTS) {
    const found = await systemDb(db)
      .selectFrom('onlCgreportHead')
      .select('id')
      .where('code', '=', r.code)
      .executeTakeFirst();
    if (found) continue;
    const headId = newId();
    await systemDb(db)
      .insertInto('onlCgreportHead')
      .values({
        id: headId,
        code: r.code,
        name: r.name,
        source: r.source,
        description: null,
        version: 1,
        ...seededAudit(now),
      })
      .execute();
    await systemDb(db)
      .insertInto('onlCgreportItem')
      .values(
        r.items.map((item, i) => ({
          id: newId(),
          cgrheadId: headId,
          fieldName: item.fieldName,
          fieldTxt: item.fieldTxt,
          fieldType: item.fieldType ?? 'String',
          isShow: item.isShow === false ? 'N' : 'Y',
          isSearch: item.isSearch ? 'Y' : 'N',
          searchMode: item.searchMode ?? 'single',
          isHidden: item.isHidden ? 'Y' : 'N',
          dictCode: item.dictCode ?? null,
          orderNum: i + 1,
          ...seededAudit(now),
        })),
      )
      .execute();
  }
}
