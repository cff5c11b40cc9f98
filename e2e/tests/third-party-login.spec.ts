import type { Page } from '@playwright/test';
import { addUser, apiToken, PASSWORD } from './api-setup';
import { expect, test } from './e2e-test';
import { passSlider, storedToken } from './fixtures';

const issuer = () => {
  const url = process.env.E2E_OIDC_ISSUER;
  if (!url) throw new Error('E2E_OIDC_ISSUER is not set (see playwright.config.ts)');
  return url;
};

/** After a refused sign-in the slider's handle slides back; drag it only once it is there. */
async function sliderBackAtStart(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  const track = page.getByTestId('slider-check');
  await expect
    .poll(async () => (await handle.boundingBox())!.x - (await track.boundingBox())!.x)
    .toBeLessThan(4);
}

/** From the login page to the provider (oidc-provider's development sign-in and consent pages). */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByTestId('third-login').click();
  await expect(page).toHaveURL(new RegExp(`^${issuer()}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('third-party login: bind an existing account once, then straight to the dashboard', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request);
  await addUser(request, admin, 'oidc_e2e_staff', '河北省退役军人就业创业服务中心', 'staff');

  await signInAtProvider(page, 'e2e.person');
  await expect(page).toHaveURL(/\/user\/thirdBind\?ticket=[\w-]+$/);
  await expect(page.getByText('您的统一身份认证账号尚未绑定本系统账号')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.locator('#username').fill('oidc_e2e_staff');
  await page.locator('#password').fill('not-the-password');
  await passSlider(page);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
  await sliderBackAtStart(page);

  await page.locator('#password').fill(PASSWORD);
  await passSlider(page);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('global-header')).toContainText('oidc_e2e_staff姓名');

  await page.getByTestId('logout-link').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await storedToken(page)).toBeNull();

  // Signed in at the provider and bound: no page of the provider's, no bind page.
  await page.getByTestId('third-login').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('global-header')).toContainText('oidc_e2e_staff姓名');
});

test('an unknown login token says why and leads back to the login page', async ({ page }) => {
  await page.goto('/user/thirdLogin?token=not-a-real-token&type=oidc');
  await expect(page.getByTestId('code-sign-in-error')).toHaveText(
    '第三方登录凭证无效或已过期，请重新登录',
  );
  await page.getByRole('button', { name: '返回登录页' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
