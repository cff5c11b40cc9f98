import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { creditCode } from './check-codes';
import { expect, test } from './e2e-test';
import { ADDS_COMPANIES, COUNTS_COMPANIES } from './side-by-side';
import { readDownload, xlsx } from './workbooks';

/**
 * Excel in labels, in the browser: an export of companies reads as the page shows them, a
 * workbook filled in by hand with names imports, and a bad row's error report lists every
 * problem with its cells in red. Screenshots of the dialog's progress and of the report go to
 * e2e/screenshots/.
 */
const SHOTS = path.resolve(import.meta.dirname, '../screenshots');
const stamp = Date.now().toString().slice(-6);

const HEADER = [
  '企业名称',
  '统一社会信用代码',
  '所属行业',
  '企业性质',
  '企业规模',
  '所在地区',
  '联系人',
  '联系电话',
  '优先招用退役军人',
];

async function openImport(page: Page) {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function upload(page: Page, name: string, content: Buffer) {
  const dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await dialog.getByRole('button', { name: '开始上传' }).click();
  return dialog;
}

test.beforeEach(async ({ page, adminSession }) => {
  await page.context().setStorageState(adminSession);
  await page.goto('/recruitment/company');
  await expect(page.getByRole('columnheader', { name: '企业名称' })).toBeVisible();
});

test('an export of companies shows labels and names, never ids or codes', {
  tag: COUNTS_COMPANIES,
}, async ({ page }) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const { header, rows, sheet } = await readDownload(await downloading);
  expect(header).toEqual(expect.arrayContaining(['企业名称', '所属行业', '所在地区', '审核状态']));
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    for (const value of Object.values(row)) {
      const text = value instanceof Date ? '' : String(value ?? '');
      expect(text).not.toMatch(/^[0-9a-f]{32}$|^cat-|^\d{6}$/);
    }
    expect(['是', '否']).toContain(row.优先招用退役军人);
    expect(String(row.所在地区)).toMatch(/[市区县]$/);
  }
  expect(sheet.getColumn(header.indexOf('联系电话') + 1).numFmt).toBe('@');
  // The first row of the page is the first row of the file, in the same words (a company that
  // registered itself may have no industry yet).
  const first = page.locator('.ant-table-row').first();
  await expect(first).toContainText(String(rows[0]!.企业名称));
  if (rows[0]!.所属行业) await expect(first).toContainText(String(rows[0]!.所属行业));
});

test('a workbook filled in by hand with labels imports', { tag: ADDS_COMPANIES }, async ({
  page,
}) => {
  const name = `手填导入企业${stamp}`;
  const file = await xlsx([
    HEADER,
    [
      name,
      creditCode(`91130100MA1${stamp}`),
      '道路运输业',
      '民营企业',
      '20-99人',
      '石家庄市长安区',
      '赵经理',
      '１３９１２３４５６７８',
      '是',
    ],
  ]);
  await upload(page, '手填企业.xlsx', file);
  await expect(page.getByText('文件导入成功！共导入 1 条数据')).toBeVisible();
  await page.locator('#search_zpCompany_companyName').fill(name);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('道路运输业');
  await expect(row).toContainText('民营企业');
  await expect(row).toContainText('长安区');
});

test('the dialog shows progress, and the error report lists every error of a bad row', {
  tag: ADDS_COMPANIES,
}, async ({ page }) => {
  test.setTimeout(180_000);
  // Enough rows that the import runs for several seconds, long enough to watch it.
  const ROWS = 20_000;
  const rows: unknown[][] = Array.from({ length: ROWS }, (_, i) => [
    `进度企业${stamp}_${i}`,
    creditCode(`91130100Q${stamp.slice(-3)}${String(i).padStart(5, '0')}`),
    '零售业',
    '国有企业',
    '1000人以上',
    i % 2 ? '张家口市桥西区' : '石家庄市新华区',
    '钱经理',
    '13900001111',
    i % 3 ? '否' : '是',
  ]);
  rows[2] = [
    '',
    '不是信用代码',
    '不存在的行业',
    '私企',
    '很多人',
    '桥西区',
    '钱经理',
    '123',
    '也许',
  ];
  const dialog = await upload(page, '进度企业.xlsx', await xlsx([HEADER, ...rows], '企业'));
  const progress = dialog.getByTestId('import-progress');
  await expect(progress).toContainText(/已写入 [1-9]/, { timeout: 60_000 });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'excel-import-progress.png') });

  const notice = page.locator('.ant-notification-notice').filter({ hasText: '导入完成' });
  await expect(notice).toContainText(`成功 ${ROWS - 1} 条，失败 1 条`, { timeout: 120_000 });
  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: '下载错误报告' }).click();
  const { header, rows: reported, sheet } = await readDownload(await downloading);
  expect(header).toEqual([...HEADER, '错误原因']);
  expect(reported).toHaveLength(1);
  const reasons = String(reported[0]!.错误原因).split('；');
  expect(reasons).toEqual([
    '请输入企业名称',
    '请输入正确的统一社会信用代码（18位，校验位需正确）',
    '所属行业“不存在的行业”不存在',
    expect.stringMatching(/^企业性质“私企”不在可选范围内/),
    expect.stringMatching(/^企业规模“很多人”不在可选范围内/),
    '所在地区“桥西区”有2条同名记录：河北省石家庄市桥西区、河北省张家口市桥西区，请写上所属的市或省，如“石家庄市桥西区”',
    '联系电话：请输入正确手机号',
    '优先招用退役军人只能填“是”或“否”',
  ]);
  const fills = header.map((_, i) => {
    const fill = sheet.getCell(2, i + 1).fill as { fgColor?: { argb?: string } } | undefined;
    return fill?.fgColor?.argb ?? null;
  });
  expect(fills.slice(0, HEADER.length).filter((f) => f === 'FFFFC7CE')).toHaveLength(8);
  expect(fills[6]).toBeNull();

  // The report as a person sees it in a spreadsheet: its cells, the failing ones red.
  const cells = (sheet.getRow(2).values as unknown[]).slice(1);
  const td = (v: unknown, i: number) =>
    `<td style="background:${fills[i] ? `#${String(fills[i]).slice(2)}` : '#fff'}">${String(v ?? '')}</td>`;
  await page.setContent(
    `<html><body style="font-family:'Noto Sans CJK SC',sans-serif;font-size:13px;padding:16px">
      <h3>导入错误报告.xlsx</h3>
      <table border="1" style="border-collapse:collapse" cellpadding="6">
        <tr style="background:#fafafa;font-weight:bold">${header.map((h) => `<td>${h}</td>`).join('')}</tr>
        <tr>${header.map((_, i) => td(cells[i], i)).join('')}</tr>
      </table></body></html>`,
  );
  await page.screenshot({ path: path.join(SHOTS, 'excel-error-report.png'), fullPage: true });
});
