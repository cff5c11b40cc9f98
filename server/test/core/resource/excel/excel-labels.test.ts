import {
  companyResource,
  type FieldDef,
  idCardCheckChar,
  jobPositionResource,
  permissionCode,
} from '@vets/contracts';
import ExcelJS, { type Fill } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantCodes } from '../../../helpers/permissions.js';
import {
  addCompany,
  addPosition,
  addResume,
  creditCode,
  zy,
} from '../../../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../../helpers/test-app.js';
import { download, postImport, readSheet, workbook } from '../../../helpers/workbook.js';

/**
 * Excel in labels (issue 12): exports write what the page shows, imports take what people
 * type and what the export wrote, the error report lists every problem of a row with its
 * cells in red, and the template comes from the definition.
 */
const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

const COMPANY = '标签测试科技有限公司';
let companyId: string;

/** A valid ID number whose check character is X, for the lower-case x people type. */
function idCardEndingInX(region: string, birth: string): string {
  for (let seq = 0; seq < 1000; seq++) {
    const body = `${region}${birth}${String(seq).padStart(3, '0')}`;
    if (idCardCheckChar(body) === 'X') return `${body}X`;
  }
  throw new Error('no X check digit');
}

const ID_HEX = /^[0-9a-f]{32}$/;
const POSITION_HEADER = [
  '岗位名称',
  '招聘企业',
  '岗位类别',
  '招聘人数',
  '最低月薪（元）',
  '最高月薪（元）',
  '学历要求',
  '工作地区',
  '工作性质',
  '退役军人优先',
  '截止日期',
];

async function recordsOf(path: string, query: string) {
  const res = await call('GET', `${path}/list?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const company = await addCompany(call, COMPANY, 'LBL000001', {
    industry: 'cat-hy-72',
    ownership: '3',
    scale: '2',
    regionCode: '130105',
    veteranPriority: 'Y',
    contactPhone: '13912345678',
  });
  companyId = String(company.id);
});

describe('export in labels', () => {
  it('writes dictionary texts, titles, region and category names, 是/否 and text codes', async () => {
    const file = await download(
      t,
      admin,
      `/recruitment/company/exportXls?companyName=${encodeURIComponent(COMPANY)}`,
    );
    const { sheet, col, records } = await readSheet(file);
    const [row] = records();
    expect(row).toMatchObject({
      企业名称: COMPANY,
      所属行业: '商务服务业',
      企业性质: '民营企业',
      企业规模: '20-99人',
      所在地区: '石家庄市新华区',
      联系电话: '13912345678',
      优先招用退役军人: '是',
      审核状态: '待审核',
    });
    expect(sheet.getCell(2, col('联系电话')).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getColumn(col('联系电话')).numFmt).toBe('@');
    expect(sheet.getColumn(col('统一社会信用代码')).numFmt).toBe('@');
    for (const value of Object.values(row!))
      expect(String(value)).not.toMatch(/^(cat-|13\d{4}$)|^[0-9a-f]{32}$/);
  });

  it('writes the company by name and dates as dates in the spec’s format', async () => {
    await addPosition(call, companyId, { title: '导出岗位', expireDate: '2031-03-04' });
    const file = await download(t, admin, '/recruitment/position/exportXls?title=导出岗位');
    const { sheet, col, records } = await readSheet(file);
    const [row] = records();
    expect(row).toMatchObject({
      招聘企业: COMPANY,
      岗位类别: '交通运输、仓储物流和邮政业服务人员',
      学历要求: '大专',
      工作地区: '石家庄市长安区',
      退役军人优先: '是',
      岗位状态: '草稿',
    });
    const expire = sheet.getCell(2, col('截止日期'));
    expect(expire.value).toEqual(new Date(Date.UTC(2031, 2, 4)));
    expect(expire.numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell(2, col('创建时间')).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(Object.values(row!).some((v) => ID_HEX.test(String(v)))).toBe(false);
  });

  it('masks personal fields for a user without the sensitive permission', async () => {
    await grantCodes(
      t.ctx,
      [permissionCode(companyResource, 'list'), permissionCode(companyResource, 'export')],
      ['educationUser'],
    );
    const user = await createUser(t.ctx, { username: 'excelviewer', roles: ['educationUser'] });
    const viewer = withToken((await login(t.app, user.username, user.password)).token);
    const file = await download(
      t,
      viewer,
      `/recruitment/company/exportXls?companyName=${encodeURIComponent(COMPANY)}`,
    );
    const [row] = (await readSheet(file)).records();
    expect(row).toMatchObject({ 联系电话: '139****5678', 所属行业: '商务服务业' });
  });
});

describe('round trip: export, then import the same file', () => {
  it('gives the same positions (dictionary, company, category, region, yes/no, date)', async () => {
    const a = await addPosition(call, companyId, {
      title: '往返岗位甲',
      categoryId: zy('4-03'),
      education: '4',
      regionCode: '130104',
      workNature: '2',
      veteranPriority: 'N',
      expireDate: '2032-05-06',
      salaryMin: 4500,
      salaryMax: 7000,
      headcount: 7,
    });
    const b = await addPosition(call, companyId, { title: '往返岗位乙', regionCode: '130703' });
    const fields = [
      'title',
      'companyId',
      'categoryId',
      'headcount',
      'salaryMin',
      'salaryMax',
      'education',
      'regionCode',
      'workNature',
      'veteranPriority',
      'expireDate',
    ];
    const pick = (r: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, r[f]]));
    const before = (await recordsOf('/recruitment/position', 'title=往返岗位*')).map(pick);
    expect(before).toHaveLength(2);
    const file = await download(
      t,
      admin,
      `/recruitment/position/exportXls?selections=${a.id},${b.id}`,
    );

    // The same file again, records still there: nothing is written twice.
    const again = await postImport(t, admin, '/recruitment/position', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ successCount: 0, skippedCount: 2 });

    const removed = await call('DELETE', `/recruitment/position/deleteBatch?ids=${a.id},${b.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await postImport(t, admin, '/recruitment/position', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ successCount: 2, errorCount: 0 });
    const after = (await recordsOf('/recruitment/position', 'title=往返岗位*')).map(pick);
    expect(after).toEqual(before);
  });

  it('gives the same resumes (ID number, phone, region, dictionaries)', async () => {
    const card = idCardEndingInX('130104', '19880214');
    const r = await addResume(call, '往返军人', card, {
      phone: '13712345678',
      regionCode: '130104',
      education: '3',
      militaryBranch: '2',
      workYears: 4,
      workNature: '2',
      visibility: '0',
    });
    const fields = [
      'realName',
      'idCard',
      'phone',
      'regionCode',
      'education',
      'militaryBranch',
      'workYears',
      'workNature',
      'visibility',
      'sex',
    ];
    const pick = (x: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, x[f]]));
    const [before] = (await recordsOf('/recruitment/resume', 'realName=往返军人')).map(pick);
    const file = await download(t, admin, `/recruitment/resume/exportXls?selections=${r.id}`);
    const { sheet, col, records } = await readSheet(file);
    expect(records()).toHaveLength(1);
    expect(sheet.getCell(2, col('身份证号')).value).toBe(card);
    expect(sheet.getCell(2, col('户籍/常住地区')).value).toBe('石家庄市桥西区');
    expect(sheet.getCell(2, col('服役军种')).value).toBe('海军');
    await call('DELETE', `/recruitment/resume/delete?id=${r.id}`);
    const res = await postImport(t, admin, '/recruitment/resume', file);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = (await recordsOf('/recruitment/resume', 'realName=往返军人')).map(pick);
    expect(after).toEqual(before);
  });
});

describe('import of a workbook filled in by hand', () => {
  it('takes labels, names, codes, 是/否/Y/1, dates in several forms and full-width digits', async () => {
    const file = await workbook([
      POSITION_HEADER,
      [
        '手填甲',
        COMPANY,
        '交通运输、仓储物流和邮政业服务人员',
        '３',
        '5,000',
        8000,
        '大专',
        '长安区',
        '全职',
        '是',
        '2030/1/2',
      ],
      [
        '手填乙',
        ` ${COMPANY} `,
        '工程技术人员',
        1,
        4000,
        6000,
        '3',
        '石家庄市新华区',
        '兼职',
        'N',
        '2030.01.03',
      ],
      ['手填丙', COMPANY, zy('4-03'), 2, null, null, '本科', '130104', '1', '否', '2030年1月4日'],
      [
        '手填丁',
        COMPANY,
        '住宿和餐饮服务人员',
        2,
        null,
        null,
        '本科',
        '河北省/石家庄市/长安区',
        '全职',
        1,
        new Date(Date.UTC(2030, 0, 5)),
      ],
    ]);
    const res = await postImport(t, admin, '/recruitment/position', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ successCount: 4, errorCount: 0 });
    const rows = await recordsOf('/recruitment/position', 'title=手填*');
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r]));
    expect(byTitle.手填甲).toMatchObject({
      companyId,
      categoryId: zy('4-02'),
      headcount: 3,
      salaryMin: 5000,
      education: '3',
      regionCode: '130102',
      workNature: '1',
      veteranPriority: 'Y',
      expireDate: '2030-01-02',
    });
    expect(byTitle.手填乙).toMatchObject({
      regionCode: '130105',
      workNature: '2',
      veteranPriority: 'N',
      expireDate: '2030-01-03',
    });
    expect(byTitle.手填丙).toMatchObject({
      categoryId: zy('4-03'),
      regionCode: '130104',
      veteranPriority: 'N',
      expireDate: '2030-01-04',
      education: '4',
    });
    expect(byTitle.手填丁).toMatchObject({
      regionCode: '130102',
      veteranPriority: 'Y',
      expireDate: '2030-01-05',
    });
  });

  it('normalises ID numbers (lower-case x, full-width digits, spaces) and phone numbers', async () => {
    const card = idCardEndingInX('130102', '19900307');
    const typed = ` ${card.slice(0, 6)} ${card.slice(6, 10).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}${card.slice(10, 17)}x `;
    const file = await workbook([
      [
        '姓名',
        '身份证号',
        '手机号',
        '户籍/常住地区',
        '最高学历',
        '服役军种',
        '退役时间',
        '公开状态',
      ],
      [
        '手填军人',
        typed,
        '１３９ １２３４ ５６７８',
        '石家庄市桥西区',
        '本科',
        '陆军',
        '2015年3月1日',
        '公开',
      ],
    ]);
    const res = await postImport(t, admin, '/recruitment/resume', file);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await recordsOf('/recruitment/resume', 'realName=手填军人');
    expect(row).toMatchObject({
      idCard: card,
      phone: '13912345678',
      regionCode: '130104',
      education: '4',
      militaryBranch: '1',
      visibility: '1',
      sex: card.charCodeAt(16) % 2 ? '1' : '2',
    });
    const full = await call('GET', `/recruitment/resume/queryById?id=${row!.id}`);
    expect(full.json().result.dischargeDate).toBe('2015-03-01');
  });
});

async function errorReport(res: { json(): { result: { fileUrl: string } } }) {
  return readSheet(await download(t, admin, res.json().result.fileUrl));
}

describe('errors', () => {
  it('names the candidates of an ambiguous title, and takes the path that settles it', async () => {
    for (const pid of [zy('4-02'), zy('4-03')]) {
      const res = await call('POST', '/sys/category/add', { name: '测试重名岗位', pid });
      expect(res.statusCode, res.body).toBe(200);
    }
    const file = await workbook([
      POSITION_HEADER,
      ['重名甲', COMPANY, '测试重名岗位', 1, null, null, null, '长安区', null, '是', '2030-01-01'],
      [
        '重名乙',
        COMPANY,
        '住宿和餐饮服务人员/测试重名岗位',
        1,
        null,
        null,
        null,
        '桥西区',
        null,
        '是',
        '2030-01-01',
      ],
      [
        '重名丙',
        COMPANY,
        '住宿和餐饮服务人员/测试重名岗位',
        1,
        null,
        null,
        null,
        '张家口市桥西区',
        null,
        '是',
        '2030-01-01',
      ],
    ]);
    const res = await postImport(t, admin, '/recruitment/position', file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 1, errorCount: 2 });
    const reasons = (await errorReport(res)).records().map((r) => String(r.错误原因));
    expect(reasons[0]).toContain('岗位类别“测试重名岗位”有2条同名记录：');
    expect(reasons[0]).toContain('交通运输、仓储物流和邮政业服务人员/测试重名岗位');
    expect(reasons[0]).toContain('住宿和餐饮服务人员/测试重名岗位');
    expect(reasons[1]).toBe(
      '工作地区“桥西区”有2条同名记录：河北省石家庄市桥西区、河北省张家口市桥西区，请写上所属的市或省，如“石家庄市桥西区”',
    );
    const [ok] = await recordsOf('/recruitment/position', 'title=重名丙');
    expect(ok).toMatchObject({ categoryId: expect.any(String), regionCode: '130703' });

    // Exported, the shared title is written as its path, so the file imports again.
    const exported = await download(t, admin, '/recruitment/position/exportXls?title=重名丙');
    const { records } = await readSheet(exported);
    expect(records()[0]).toMatchObject({
      岗位类别: '住宿和餐饮服务人员/测试重名岗位',
      工作地区: '张家口市桥西区',
    });
  });

  it('lists every error of a row, with its failing cells filled red', async () => {
    const file = await workbook([
      POSITION_HEADER,
      [
        '',
        '不存在的公司',
        '工程技术人员',
        'abc',
        3000,
        2000,
        '大学',
        '长安区',
        '全职',
        '也许',
        '2030-02-30',
      ],
      ['好岗位', COMPANY, '工程技术人员', 1, null, null, null, '长安区', null, '是', '2030-01-01'],
    ]);
    const res = await postImport(t, admin, '/recruitment/position', file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 1, errorCount: 1 });
    expect(res.json().message).toBe('导入完成：成功 1 条，失败 1 条，请下载错误报告查看原因');
    const { sheet, header, records } = await errorReport(res);
    expect(header).toEqual([...POSITION_HEADER, '错误原因']);
    const [row] = records();
    expect(row!.招聘企业).toBe('不存在的公司');
    expect(String(row!.错误原因).split('；')).toEqual([
      '请输入岗位名称',
      '招聘企业“不存在的公司”不存在',
      '招聘人数必须是整数',
      '学历要求“大学”不在可选范围内（可选：初中及以下、高中/中专/技校、大专、本科、硕士研究生、博士研究生）',
      '退役军人优先只能填“是”或“否”',
      '截止日期“2030-02-30”不是有效的日期，可填 2024-01-02、2024/1/2、2024.01.02 或 2024年1月2日',
    ]);
    const red = (c: number) =>
      (sheet.getCell(2, c).fill as Fill & { fgColor?: { argb?: string } })?.fgColor?.argb;
    const failing = [1, 2, 4, 7, 10, 11];
    for (let c = 1; c <= POSITION_HEADER.length; c++)
      expect(red(c), `column ${c}`).toBe(failing.includes(c) ? 'FFFFC7CE' : undefined);
  });

  it('refuses a salary range that runs backwards once the cells themselves are fine', async () => {
    const file = await workbook([
      POSITION_HEADER,
      [
        '倒挂岗位',
        COMPANY,
        '工程技术人员',
        1,
        9000,
        3000,
        null,
        '长安区',
        null,
        '是',
        '2030-01-01',
      ],
    ]);
    const res = await postImport(t, admin, '/recruitment/position', file);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await errorReport(res)).records();
    expect(row!.错误原因).toBe('最高月薪（元）：最高月薪不能低于最低月薪');
  });
});

describe('import template', () => {
  it('has the form’s fields in form order, required ones marked, lists for dictionaries and 是/否', async () => {
    const file = await download(t, admin, '/recruitment/position/importTemplate');
    const { wb, sheet, header, col } = await readSheet(file);
    const fields: FieldDef[] = Object.values(jobPositionResource.fields);
    const expected = fields
      .filter((f) => f.form !== false)
      .map((f) => (f.required ? `*${f.label}` : f.label));
    expect(header).toEqual(expected);
    expect(header.slice(0, 3)).toEqual(['*岗位名称', '*招聘企业', '*岗位类别']);
    expect(header).not.toContain('岗位状态');
    const education = sheet.getCell(2, col('学历要求')).dataValidation;
    expect(education).toMatchObject({ type: 'list' });
    const [sheetName, range] = String(education.formulae?.[0]).split('!');
    const lists = wb.getWorksheet(sheetName!.replaceAll("'", ''))!;
    expect(lists.state).toBe('hidden');
    const [from, to] = range!.replaceAll('$', '').split(':');
    const texts: unknown[] = [];
    for (let r = Number(from!.slice(1)); r <= Number(to!.slice(1)); r++)
      texts.push(lists.getCell(`${from!.charAt(0)}${r}`).value);
    expect(texts).toEqual([
      '初中及以下',
      '高中/中专/技校',
      '大专',
      '本科',
      '硕士研究生',
      '博士研究生',
    ]);
    expect(sheet.getCell(500, col('退役军人优先')).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"是,否"'],
    });
    expect(sheet.getColumn(col('*截止日期')).numFmt).toBe('yyyy-mm-dd');
    expect(String(sheet.getCell(1, col('*工作地区')).note)).toContain('石家庄市长安区');
  });

  it('formats ID and phone columns as text, and a filled template imports', async () => {
    const file = await download(t, admin, '/recruitment/resume/importTemplate');
    const { wb, sheet, col } = await readSheet(file);
    expect(sheet.getColumn(col('*身份证号')).numFmt).toBe('@');
    expect(sheet.getColumn(col('*手机号')).numFmt).toBe('@');
    const card = idCardEndingInX('130105', '19791122');
    sheet.getCell(2, col('*姓名')).value = '模板军人';
    sheet.getCell(2, col('*身份证号')).value = card.toLowerCase();
    sheet.getCell(2, col('*手机号')).value = '13600001111';
    sheet.getCell(2, col('*户籍/常住地区')).value = '新华区';
    sheet.getCell(2, col('*公开状态')).value = '隐藏';
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await postImport(t, admin, '/recruitment/resume', filled);
    expect(res.statusCode, res.body).toBe(201);
    // 新华区 is both 石家庄市新华区 and 沧州市新华区, both in the home province.
    const [row] = (await errorReport(res)).records();
    expect(String(row!.错误原因)).toContain('户籍/常住地区“新华区”有2条同名记录');
    expect(row!['*身份证号']).toBe(card.toLowerCase());
  });

  it('needs the import permission', async () => {
    const user = await createUser(t.ctx, { username: 'notemplate', roles: ['educationUser'] });
    const token = withToken((await login(t.app, user.username, user.password)).token);
    const res = await call('GET', '/recruitment/position/importTemplate', undefined, token);
    expect(res.statusCode).toBe(403);
  });
});

describe('import progress', () => {
  it('counts rows read and written under the id the client gave, for that user only', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => [
      `进度岗位${i}`,
      COMPANY,
      '工程技术人员',
      1,
      null,
      null,
      null,
      '长安区',
      null,
      '是',
      '2030-01-01',
    ]);
    rows[3]![1] = '没有这家公司';
    const importId = 'progress0001';
    const res = await postImport(
      t,
      admin,
      '/recruitment/position',
      await workbook([POSITION_HEADER, ...rows]),
      `importId=${importId}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const progress = await call('GET', `/recruitment/position/importProgress?importId=${importId}`);
    expect(progress.json().result).toEqual({
      phase: 'done',
      rowsRead: 25,
      rowsWritten: 24,
      errorCount: 1,
      skippedCount: 0,
    });
    const other = await createUser(t.ctx, { username: 'otherimporter', roles: ['admin'] });
    const otherToken = withToken((await login(t.app, other.username, other.password)).token);
    const theirs = await call(
      'GET',
      `/recruitment/position/importProgress?importId=${importId}`,
      undefined,
      otherToken,
    );
    expect(theirs.json().result).toBeNull();
    const bad = await call('GET', '/recruitment/position/importProgress?importId=../x');
    expect(bad.statusCode).toBe(400);
    const badImport = await postImport(
      t,
      admin,
      '/recruitment/position',
      await workbook([POSITION_HEADER]),
      'importId=%3Cx%3E',
    );
    expect(badImport.statusCode).toBe(400);
  });
});

describe('companies', () => {
  it('import by industry name, region name and 是/否, and export the same way', async () => {
    const file = await workbook([
      [
        '企业名称',
        '统一社会信用代码',
        '所属行业',
        '企业性质',
        '企业规模',
        '所在地区',
        '联系人',
        '联系电话',
        '优先招用退役军人',
      ],
      [
        '导入企业甲',
        creditCode('LBL000002').toLowerCase(),
        '零售业',
        '国有企业',
        '1000人以上',
        '张家口市桥西区',
        '李四',
        '13911112222',
        '否',
      ],
    ]);
    const res = await postImport(t, admin, '/recruitment/company', file);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await recordsOf('/recruitment/company', 'companyName=导入企业甲');
    expect(row).toMatchObject({
      creditCode: creditCode('LBL000002'),
      industry: 'cat-hy-52',
      ownership: '1',
      scale: '5',
      regionCode: '130703',
      veteranPriority: 'N',
    });
  });
});
