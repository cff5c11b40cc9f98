import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './fixtures';

test('a tab keeps its input when the user switches away and back', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统管理', '/system/loginLog');
  await page.locator('#loginlog-username').fill('adm');
  await openMenu(page, '个人页', '/account/center');
  await expect(page.getByText('所属部门')).toBeVisible();

  const tabs = page.locator('.ant-tabs-tab');
  await expect(tabs).toHaveText(['首页', '登录日志', '个人中心']);
  await page.locator('[data-tab="/system/loginLog"]').click();
  await expect(page).toHaveURL(/\/system\/loginLog$/);
  await expect(page.locator('#loginlog-username')).toHaveValue('adm');
});

test('the home tab cannot be closed', async ({ page }) => {
  await signIn(page);
  await page.locator('.ant-tabs-tab').first().locator('.ant-tabs-tab-remove').click();
  await expect(page.getByText('首页不能关闭!')).toBeVisible();
  await expect(page.locator('.ant-tabs-tab')).toHaveCount(1);
});

test('the tab context menu closes the others', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统管理', '/system/loginLog');
  await openMenu(page, '个人页', '/account/center');
  await page.locator('[data-tab="/system/loginLog"]').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '刷新页面' })).toBeVisible();
  await page.getByRole('menuitem', { name: '关闭其它' }).click();
  await expect(page.locator('.ant-tabs-tab')).toHaveText(['首页', '登录日志']);
  await expect(page).toHaveURL(/\/system\/loginLog$/);
});
