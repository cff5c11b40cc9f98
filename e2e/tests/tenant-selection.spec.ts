import { addUser, api, apiToken, PASSWORD } from './api-setup';
import { expect, test } from './e2e-test';
import { signIn } from './fixtures';
import { chooseUserMenu, closeDropdowns, modal } from './page-parts';

/** 选择租户: a user of several tenants picks one after signing in, and can switch later. */
const stamp = Date.now().toString().slice(-6);

test('a user of two tenants chooses one after signing in, and every request carries it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const tenantId = 1000 + (Number(stamp) % 9000);
  const tenantName = `石家庄市租户${stamp}`;
  await api(request, token, 'POST', '/sys/tenant/add', { id: tenantId, name: tenantName });
  const username = `tenant${stamp}`;
  const user = await addUser(request, token, username, '石家庄市长安区退役军人服务站', 'staff');
  await api(request, token, 'PUT', '/sys/tenant/saveUserTenants', {
    userId: user.id,
    tenantIds: [tenantId],
  });

  await signIn(page, username, PASSWORD);
  const choose = modal(page, '选择租户');
  await expect(choose).toBeVisible();
  await expect(choose.getByRole('button', { name: /进\s*入/ })).toBeDisabled();
  await choose.getByRole('radio', { name: tenantName }).check();
  const tenantHeader = page.waitForRequest(
    (r) => r.url().includes('/api/') && r.headers()['x-tenant-id'] === String(tenantId),
  );
  await choose.getByRole('button', { name: /进\s*入/ }).click();
  await tenantHeader;
  await expect(page.getByTestId('global-header')).toBeVisible();
  await expect(modal(page, '选择租户')).toBeHidden();
  const kept = await page.evaluate(() => localStorage.getItem('eduplat__TENANT_ID'));
  expect(JSON.parse(kept ?? '{}').value).toBe(tenantId);

  await chooseUserMenu(page, '切换租户');
  await expect(modal(page, '选择租户')).toContainText('（当前）');
  await closeDropdowns(page);
  await page.screenshot({ path: 'screenshots/tenant-selection.png' });
});
