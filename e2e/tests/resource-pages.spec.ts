import { expect, test } from './e2e-test';

/** Menu entries whose component is `resource:<key>` render the resource's generic page. */
test('a resource without a page file is listed and added on its generic page', async ({
  page,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  await page.goto('/system/position');
  await expect(page.getByRole('columnheader', { name: '职务编码' })).toBeVisible();
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '新增职务' });
  await expect(dialog).toBeVisible();
  const code = `E2E${Date.now() % 100_000}`;
  await dialog.locator('#form_sysPosition_code').fill(code);
  await dialog.locator('#form_sysPosition_name').fill('网格员');
  await dialog.locator('#form_sysPosition_postRank').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '中级' }).click();
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toBeVisible();

  // A generic page of the recruitment section, with the form layout its definition declares.
  await page.goto('/recruitment/recommendRule');
  await expect(page.getByRole('columnheader', { name: '规则名称' })).toBeVisible();
  await expect(page.getByRole('row', { name: /默认推荐规则/ })).toBeVisible();
});
