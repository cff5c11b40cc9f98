import { expect, test } from './e2e-test';
import { apiLogout, openMenu, signIn, storedToken } from './fixtures';

test('logout asks for confirmation and then signs out', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  await page.getByTestId('logout-link').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('真的要注销登录吗 ?');

  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await page.getByTestId('logout-link').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
  expect(await storedToken(page)).toBeNull();

  const res = await page.request.get('/api/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': token! },
  });
  expect(res.status()).toBe(401);
});

test('a session revoked on the server leads to the 401 flow', async ({ page }) => {
  await signIn(page);
  // Let the dashboard's own requests finish first, so the 401 comes from the next page. The
  // bell asks for news every 6 s: revoke just after it asked, or its next ask may meet the
  // revoked session first and send the page home before the menu is clicked.
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await page.waitForResponse((r) => r.url().includes('/sys/annountCement/listByUser'));
  await apiLogout(page.request, (await storedToken(page))!);

  await openMenu(page, '系统管理', '/system/loginLog');
  await expect(page.getByText('未授权，请重新登录')).toBeVisible();
  // Logged out locally, then the page reloads and the guard sends the visitor home.
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  expect(await storedToken(page)).toBeNull();
});
