import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './e2e-test';
import { modal, ok, row } from './page-parts';

async function addDict(page: Page, name: string, code: string) {
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.locator('#form_sysDict_dictName').fill(name);
  await page.locator('#form_sysDict_dictCode').fill(code);
  await ok(page, '新增字典').click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(row(page, code)).toBeVisible();
}

test.beforeEach(async ({ page, adminSession }) => {
  await page.context().setStorageState(adminSession);
  await page.goto('/system/dict');
  await expect(page.getByRole('columnheader', { name: '字典编码' })).toBeVisible();
});

test('adds, edits and deletes a dictionary with its items', async ({ page }) => {
  await addDict(page, '政治面貌', 'e2e_politics');

  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.locator('#form_sysDict_dictName').fill('重复');
  await page.locator('#form_sysDict_dictCode').fill('e2e_politics');
  await page.locator('#form_sysDict_dictName').focus();
  await expect(modal(page, '新增字典').getByText('该值不可用，系统中已存在！')).toBeVisible();
  await modal(page, '新增字典')
    .getByRole('button', { name: /取\s*消/ })
    .click();

  await row(page, 'e2e_politics').getByRole('button', { name: '编辑' }).click();
  await expect(page.locator('#form_sysDict_dictName')).toHaveValue('政治面貌');
  await page.locator('#form_sysDict_dictName').fill('政治面貌（修改）');
  await ok(page, '编辑字典').click();
  await expect(page.getByText('编辑成功！')).toBeVisible();
  await expect(row(page, '政治面貌（修改）')).toBeVisible();

  await row(page, 'e2e_politics').getByRole('button', { name: '字典配置' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('字典配置：政治面貌（修改）')).toBeVisible();
  await drawer.getByRole('button', { name: /新\s*增/ }).click();
  await page.locator('#form_sysDictItem_itemText').fill('中共党员');
  await page.locator('#form_sysDictItem_itemValue').fill('01');
  await ok(page, '新增字典项').click();
  await expect(drawer.locator('.ant-table-row').filter({ hasText: '中共党员' })).toBeVisible();
  await expect(drawer.locator('.ant-table-row').filter({ hasText: '中共党员' })).toContainText(
    '启用',
  );
  await drawer.locator('.ant-drawer-close').click();

  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText('please select a record!')).toBeVisible();
  await row(page, 'e2e_politics').locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText('确定要删除这 1 项吗?')).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('批量删除成功!')).toBeVisible();
  await expect(row(page, 'e2e_politics')).toHaveCount(0);
});

test('saves, overwrites and deletes an advanced query, and runs it', async ({ page }) => {
  await addDict(page, '查询甲', 'e2e_query_a');
  await page.getByRole('button', { name: '高级查询' }).click();
  const builder = modal(page, '高级查询构造器');
  await builder
    .getByRole('button', { name: /查\s*询/ })
    .last()
    .click();
  await expect(page.getByText('不能查询空条件')).toBeVisible();
  await builder.getByRole('button', { name: '保存查询' }).click();
  await expect(page.getByText('空条件不能保存')).toBeVisible();

  await builder.getByLabel('查询字段').click();
  await builder.getByLabel('查询字段').fill('字典编码');
  await page.keyboard.press('Enter');
  await expect(builder.getByTestId('super-query-row').first()).toContainText('字典编码');
  await builder.getByLabel('查询值').fill('e2e_query_a');

  const saveAs = async (name: string) => {
    await builder.getByRole('button', { name: '保存查询' }).click();
    await page.getByLabel('保存名称').fill(name);
    await page
      .locator('.ant-modal-confirm')
      .last()
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
  };
  await builder.getByRole('button', { name: '保存查询' }).click();
  await page
    .locator('.ant-modal-confirm')
    .last()
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('保存名称不能为空')).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .last()
    .getByRole('button', { name: /取\s*消|Cancel/ })
    .click();

  await saveAs('我的查询');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(builder.getByTestId('saved-query')).toHaveCount(1);
  await saveAs('我的查询');
  await expect(
    page.locator('.ant-modal-confirm-title').filter({ hasText: '我的查询 已存在，是否覆盖？' }),
  ).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .last()
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(builder.getByTestId('saved-query')).toHaveCount(1);

  await builder.getByRole('button', { name: '删除我的查询' }).click();
  await expect(
    page.locator('.ant-modal-confirm-title').filter({ hasText: '是否删除当前查询？' }),
  ).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .last()
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(builder.getByTestId('saved-query')).toHaveCount(0);

  await builder
    .getByRole('button', { name: /查\s*询/ })
    .last()
    .click();
  await expect(page.getByRole('button', { name: '高级查询（已启用）' })).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'e2e_query_a')).toBeVisible();
});

test('imports an Excel file and offers the error report for bad rows', async ({ page }) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('字典');
  sheet.addRows([
    ['字典名称', '字典编码', '描述'],
    ['导入甲', 'e2e_import_a', '好的'],
    ['导入乙', '9bad', '编码不合法'],
  ]);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = modal(page, '导入EXCEL');
  await expect(dialog.getByRole('button', { name: '开始上传' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '字典.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: '开始上传' }).click();
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ hasText: '成功 1 条，失败 1 条' });
  await expect(notice).toBeVisible();
  await expect(row(page, 'e2e_import_a')).toBeVisible();
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: '下载错误报告' }).click();
  expect((await download).suggestedFilename()).toBe('导入错误报告.xlsx');
});
