import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-setup';
import { creditCode } from './check-codes';
import { passSlider, serverLogLines, signIn, smsCodeFromLog } from './fixtures';

/**
 * 企业注册 in the browser: the phone's code read from the development provider's log, the
 * company 待审核, approved by staff, then the company user signs in with the phone.
 */
const stamp = Date.now().toString().slice(-6);
const phone = `135${stamp}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
test('a company registers with an SMS code, is approved by staff and signs in', async ({
  page,
  request,
}) => {
  const name = `注册测试${stamp}科技有限公司`;
  await page.goto('/qylogin');
  await page.getByRole('link', { name: '企业注册' }).click();
  await expect(page).toHaveURL(/\/zhuce$/);
  await page.locator('#mobile').fill(phone);
  // The server refuses a slider finished within 0.8 s of the page asking for its ticket.
  await page.waitForTimeout(1000);
  await passSlider(page);
  const from = serverLogLines();
  await page.getByTestId('sms-send').click();
  await page.locator('#captcha').fill(await smsCodeFromLog(phone, from));
  await page.locator('#password').fill('Comp#2026pass');
  await page.locator('#confirmpassword').fill('Comp#2026pass');
  await page.locator('#companyName').fill(name);
  await page.locator('#creditCode').fill(creditCode(`91130100MA${stamp}1`).toLowerCase());
  await page.locator('#regionCode').click();
  await page.locator('.ant-cascader-menu').first().getByText('石家庄市', { exact: true }).click();
  await page.locator('.ant-cascader-menu').nth(1).getByText('长安区', { exact: true }).click();
  await page.locator('#contactName').fill('周经理');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/user\/register-result$/);
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(page.getByText(`登录账号为您的手机号 ${phone}`)).toBeVisible();

  const token = await apiToken(request);
  const list = await api<{ records: Array<{ id: string; auditStatus: string }> }>(
    request,
    token,
    'GET',
    `/recruitment/company/list?companyName=${encodeURIComponent(name)}`,
  );
  expect(list.records).toHaveLength(1);
  expect(list.records[0]!.auditStatus).toBe('0');
  await api(request, token, 'POST', '/recruitment/company/audit', {
    ids: list.records[0]!.id,
    approve: true,
  });

  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/qylogin$/);
  await signIn(page, phone, 'Comp#2026pass', '/qylogin');
});
