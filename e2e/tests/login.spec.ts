import { expect, test } from './e2e-test';
import { ADMIN_PASSWORD, passSlider, signIn, storedToken } from './fixtures';

test('signing in through the form lands on the dashboard', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('系统管理员');
  await expect(page.getByText('欢迎您，系统管理员')).toBeVisible();
  expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('the slider must be passed and a wrong password is explained', async ({ page }) => {
  await page.goto('/user/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请先拖动滑块完成验证')).toBeVisible();

  await passSlider(page);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page.getByTestId('slider-check')).toHaveAttribute('data-state', 'idle');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('系统管理员');
});

test('the redirect parameter is honoured after login', async ({ page }) => {
  await page.goto('/user/login?redirect=%2Fsystem%2FloginLog');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(ADMIN_PASSWORD);
  await passSlider(page);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/system\/loginLog$/);
});
