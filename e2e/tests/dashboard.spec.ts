import { expect, test } from './e2e-test';
import { openSignedIn } from './sessions';

test('the dashboard shows the director its figures and charts after login', async ({
  page,
  adminSession,
}) => {
  await openSignedIn(page, adminSession);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(
    /^(早上好|上午好|中午好|下午好|晚上好)，系统管理员，欢迎您$/,
  );
  await expect(page.getByTestId('dashboard-depart')).toContainText('河北省');
  const cards = page.getByTestId('dashboard-cards');
  for (const title of ['在册退役军人', '就业率', '在招岗位', '本月投递', '本年招聘会', '本年录用'])
    await expect(cards.getByText(title, { exact: true })).toBeVisible();
  for (const chart of ['chart-region', 'chart-visits', 'chart-trend'])
    await expect(page.getByTestId(chart).locator('canvas')).toBeVisible();
  await expect(page.getByText('我的登录记录')).toBeVisible();
  await expect(page.getByText(/DOTA|准备吃什么呢/)).toHaveCount(0);
});
