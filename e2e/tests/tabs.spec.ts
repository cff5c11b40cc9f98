import { expect, test } from './e2e-test';
import { openMenu } from './fixtures';
import { openSignedIn } from './sessions';

test('a tab keeps its input when the user switches away and back', async ({
  page,
  adminSession,
}) => {
  await openSignedIn(page, adminSession);
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

test('the home tab cannot be closed', async ({ page, adminSession }) => {
  await openSignedIn(page, adminSession);
  await page.locator('.ant-tabs-tab').first().locator('.ant-tabs-tab-remove').click();
  await expect(page.getByText('首页不能关闭!')).toBeVisible();
  await expect(page.locator('.ant-tabs-tab')).toHaveCount(1);
});

test('the tab context menu closes the others', async ({ page, adminSession }) => {
  await openSignedIn(page, adminSession);
  await openMenu(page, '系统管理', '/system/loginLog');
  await expect(page.locator('#loginlog-username')).toBeVisible();
  await openMenu(page, '个人页', '/account/center');
  await page.locator('[data-tab="/system/loginLog"]').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '刷新页面' })).toBeVisible();
  await page.getByRole('menuitem', { name: '关闭其它' }).click();
  await expect(page.locator('.ant-tabs-tab')).toHaveText(['首页', '登录日志']);
  await expect(page).toHaveURL(/\/system\/loginLog$/);
});

test('switching back to a tab restores where it was scrolled to', async ({
  page,
  adminSession,
}) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  await openSignedIn(page, adminSession);
  await openMenu(page, '系统管理', '/system/loginLog');
  // The URL changes before the new page is shown; wait for the page itself and its rows.
  await expect(page.locator('#loginlog-username')).toBeVisible();
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const kept = await page.evaluate(() => window.scrollY);

  await page.locator('[data-tab="/dashboard/analysis"]').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.locator('[data-tab="/system/loginLog"]').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);
});

test('with multi-tab mode off, a keep-alive page still keeps its input', async ({
  page,
  adminSession,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'eduplat__INTERFACE_SETTINGS',
      JSON.stringify({ value: { multipage: false }, expire: null }),
    );
  });
  await openSignedIn(page, adminSession);
  await expect(page.locator('.ant-tabs-tab')).toHaveCount(0);
  await openMenu(page, '系统管理', '/system/loginLog');
  await page.locator('#loginlog-username').fill('kept');
  await openMenu(page, '个人页', '/account/center');
  await expect(page.getByText('所属部门')).toBeVisible();
  await openMenu(page, '系统管理', '/system/loginLog');
  await expect(page.locator('#loginlog-username')).toHaveValue('kept');
});
