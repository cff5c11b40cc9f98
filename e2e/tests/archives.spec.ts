import type { Page } from '@playwright/test';
import { addUser, api, PASSWORD } from './api-setup';
import { idCard } from './check-codes';
import { expect, test } from './e2e-test';
import { openSignedIn, sessionOf, tokenOf } from './sessions';
import { readDownload, xlsx } from './workbooks';

/**
 * Employment archives as staff use them: a county roster loaded from Excel (preview, good rows
 * in, the bad one in the report, the same roster again updates); an archive's family member and
 * employment record; a county's month signed off and seen from its city; the map; and a grid
 * worker who sees only the veterans of their own grid.
 */
const stamp = Date.now().toString().slice(-5);

const seqOf = (n: number) => 100 + ((Number(stamp) + n) % 800);

const archiveRow = (page: Page, text: string) =>
  page.locator('.ant-table-row').filter({ hasText: text });

async function searchArchive(page: Page, name: string) {
  await page.locator('#search_arcBasic_realName').fill(name);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(archiveRow(page, name)).toBeVisible();
}

async function chooseFile(page: Page, name: string, content: Buffer) {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  return dialog;
}

test('a county roster: preview, good rows in, the bad row reported, the same roster updates', async ({
  page,
  adminSession,
}) => {
  const header = ['姓名', '身份证号', '手机号', '常住地区', '就业状态'];
  const first = `花名册甲${stamp}`;
  const second = `花名册乙${stamp}`;
  const roster = (status: string) => [
    header,
    [first, idCard('130102', '19900101', seqOf(1)), '13700000001', '石家庄市长安区', status],
    [second, idCard('130203', '19910202', seqOf(2)), '13700000002', '唐山市路北区', '已就业'],
    ['', '123', '1', '火星', '也许'],
  ];
  await page.context().setStorageState(adminSession);
  await page.goto('/archive/basic');
  await expect(page.getByRole('columnheader', { name: '身份证号' })).toBeVisible();

  let dialog = await chooseFile(page, '花名册.xlsx', await xlsx(roster('未就业'), '花名册'));
  await dialog.getByRole('button', { name: '导入预检' }).click();
  const preview = dialog.getByTestId('import-preview');
  await expect(preview).toContainText('将新增 2 条，将更新 0 条，未变化 0 条，有误 1 条');
  await expect(preview).toContainText('第 4 行');
  await dialog.getByRole('button', { name: '开始上传' }).click();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '导入完成' });
  await expect(notice).toContainText('成功 2 条');
  await expect(notice).toContainText('失败 1 条');
  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: '下载错误报告' }).click();
  const { rows: report } = await readDownload(await downloading);
  expect(report).toHaveLength(1);
  expect(String(report[0]!.错误原因)).toContain('请输入姓名');
  expect(String(report[0]!.错误原因)).toContain('身份证号');
  expect(String(report[0]!.错误原因)).toContain('火星');
  await notice.locator('.ant-notification-notice-close').click();
  await page.keyboard.press('Escape');

  await searchArchive(page, first);
  await expect(archiveRow(page, first)).toContainText('未就业');
  await expect(archiveRow(page, first)).toContainText('长安区');

  dialog = await chooseFile(page, '花名册（更新）.xlsx', await xlsx(roster('已就业'), '花名册'));
  await dialog.getByRole('button', { name: '开始上传' }).click();
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: '更新 1 条' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(archiveRow(page, first)).toContainText('已就业');
  await expect(page.locator('.ant-table-row').filter({ hasText: first })).toHaveCount(1);
});

test('an archive gains a family member and an employment record, kept after reopening', async ({
  page,
  request,
  adminSession,
}) => {
  const token = tokenOf(adminSession);
  const name = `相关记录${stamp}`;
  await api(request, token, 'POST', '/archive/basic/add', {
    realName: name,
    idCard: idCard('130104', '19880808', seqOf(3)),
    phone: '13700000003',
    residenceRegion: '130104',
    employmentStatus: '2',
  });
  await page.context().setStorageState(adminSession);
  await page.goto('/archive/basic');
  await searchArchive(page, name);
  await archiveRow(page, name).getByRole('button', { name: '相关记录' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `相关记录：${name}` });
  await expect(drawer.getByTestId('archive-family-grid')).toBeVisible();

  const family = drawer.getByTestId('archive-family-grid');
  await family.getByRole('button', { name: /新\s*增/ }).click();
  const member = family.locator('[data-row-index="0"]');
  await member.locator('[data-col-key="relation"] .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '配偶' }).click();
  await member.locator('[data-col-key="memberName"] input').fill('王秀兰');

  await drawer.getByRole('tab', { name: '就业记录' }).click();
  const jobs = drawer.getByTestId('archive-employment-grid');
  await jobs.getByRole('button', { name: /新\s*增/ }).click();
  const job = jobs.locator('[data-row-index="0"]');
  await job.locator('[data-col-key="employer"] input').fill('石家庄安保服务有限公司');
  const start = job.locator('[data-col-key="startDate"] input');
  await start.click();
  await start.fill('2026-03-01');
  await start.press('Enter');
  await job.locator('[data-col-key="employmentType"] .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '单位就业' }).click();

  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(/保存成功/)).toBeVisible();
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: /关\s*闭/ })
    .click();

  await archiveRow(page, name).getByRole('button', { name: '相关记录' }).click();
  const again = page.locator('.ant-drawer').filter({ hasText: `相关记录：${name}` });
  await expect(again.getByTestId('archive-family-grid')).toContainText('王秀兰');
  await again.getByRole('tab', { name: '就业记录' }).click();
  await expect(again.getByTestId('archive-employment-grid')).toContainText(
    '石家庄安保服务有限公司',
  );
});

test('a county signs off last month and its city sees it signed', async ({
  page: county,
  browser,
  request,
  adminSession,
}) => {
  const token = tokenOf(adminSession);
  await addUser(request, token, `county${stamp}`, '石家庄市新华区退役军人服务站', 'staff');
  await addUser(request, token, `city${stamp}`, '石家庄市退役军人服务中心', 'staff');

  await openSignedIn(
    county,
    await sessionOf(request, `county${stamp}`, PASSWORD),
    '/archive/statistics',
  );
  const row = county.locator('.ant-table-row').filter({ hasText: '新华区' });
  await row.getByRole('button', { name: /签\s*发/ }).click();
  await county
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /签\s*发/ })
    .click();
  await expect(row).toContainText('已签发');

  const city = await (await browser.newContext()).newPage();
  await openSignedIn(
    city,
    await sessionOf(request, `city${stamp}`, PASSWORD),
    '/archive/statistics',
  );
  const seen = city.locator('.ant-table-row').filter({ hasText: '新华区' });
  await expect(seen).toContainText(`已签发（county${stamp}姓名）`);
  await expect(city.locator('.ant-table-row').filter({ hasText: '长安区' })).not.toContainText(
    '已签发',
  );
  await city.context().close();
});

test('the map shows the grids and the veterans', async ({ page, adminSession }) => {
  await page.context().setStorageState(adminSession);
  await page.goto('/grid/map');
  const map = page.getByTestId('region-map');
  await expect(map.locator('canvas').first()).toBeVisible();
  const veterans = page.locator('.ant-statistic').filter({ hasText: '退役军人' });
  await expect(veterans.locator('.ant-statistic-content-value')).not.toHaveText('0');
  const grids = page.locator('.ant-statistic').filter({ hasText: '网格' });
  await expect(grids.locator('.ant-statistic-content-value')).not.toHaveText('0');
});

test('a grid worker sees only the veterans of their own grid', async ({
  page,
  request,
  adminSession,
}) => {
  const token = tokenOf(adminSession);
  const worker = await addUser(
    request,
    token,
    `gw${stamp}`,
    '石家庄市长安区退役军人服务站',
    'gridWorker',
  );
  const mine = await api(request, token, 'POST', '/grid/grid/add', {
    gridName: `东风网格${stamp}`,
    regionCode: '130102',
    workerIds: worker.id,
  });
  const other = await api(request, token, 'POST', '/grid/grid/add', {
    gridName: `西里网格${stamp}`,
    regionCode: '130102',
  });
  const add = (realName: string, gridId: string, n: number) =>
    api(request, token, 'POST', '/archive/basic/add', {
      realName,
      idCard: idCard('130102', '19850505', seqOf(n)),
      residenceRegion: '130102',
      employmentStatus: '2',
      gridId,
    });
  await add(`本网格${stamp}`, mine.id, 10);
  await add(`他网格${stamp}`, other.id, 11);

  await openSignedIn(page, await sessionOf(request, `gw${stamp}`, PASSWORD), '/archive/basic');
  await expect(page.getByRole('columnheader', { name: '所属网格' })).toBeVisible();
  await expect(archiveRow(page, `本网格${stamp}`)).toBeVisible();
  const rows = page.locator('.ant-table-row');
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText(`东风网格${stamp}`);
  await page.locator('#search_arcBasic_realName').fill(`他网格${stamp}`);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('生成简历 gives the veteran a resume that reads as the archive says', async ({
  page,
  request,
  adminSession,
}) => {
  const token = tokenOf(adminSession);
  const name = `生成简历${stamp}`;
  await api(request, token, 'POST', '/archive/basic/add', {
    realName: name,
    idCard: idCard('130104', '19870707', seqOf(20)),
    phone: '13700000020',
    residenceRegion: '130104',
    employmentStatus: '2',
  });
  await page.context().setStorageState(adminSession);
  await page.goto('/archive/basic');
  await searchArchive(page, name);
  await archiveRow(page, name).getByRole('button', { name: '生成简历' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('已根据档案生成简历')).toBeVisible();

  await page.goto('/recruitment/resume');
  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page.locator('#form_zpResume_realName')).toBeDisabled();
  await expect(page.getByText('个人信息来自退役军人档案，请在档案中修改').first()).toBeVisible();
});
