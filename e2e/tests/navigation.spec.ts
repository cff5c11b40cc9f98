import { expect, test } from './e2e-test';

test('/ ends on the portal home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: '欢迎进入退役军人动态精准就业服务系统' }),
  ).toBeVisible();
});

test('a visitor without a session is sent from a back-office path to /home', async ({ page }) => {
  await page.goto('/system/loginLog');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path ends on /404', async ({ page, adminSession }) => {
  await page.context().setStorageState(adminSession);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
});
