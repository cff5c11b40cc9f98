import { expect, test } from './e2e-test';
import { openMenu, signIn, storedToken } from './fixtures';

/**
 * Not a test of behaviour: captures the views the foundation issue asks reviewers to look at,
 * into e2e/screenshots/. Run with `npm run screenshots -w e2e` after `npm run build`.
 */
const shot = (name: string) => `screenshots/${name}.png`;

test('login page', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByTestId('slider-check')).toBeVisible();
  await page.screenshot({ path: shot('01-login') });
});

test('portal home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('热门岗位')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('02-portal-home'), fullPage: true });
});

test('dashboard with the side menu', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('side-menu').getByText('系统管理').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('03-dashboard-side-menu') });
});

test('login log page with the tab context menu', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统管理', '/system/loginLog');
  await openMenu(page, '个人页', '/account/center');
  await page.locator('[data-tab="/system/loginLog"]').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭其它' })).toBeVisible();
  await page.screenshot({ path: shot('04-tab-context-menu') });
});

test('top-menu layout', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'eduplat__INTERFACE_SETTINGS',
      JSON.stringify({ value: { layout: 'topmenu', contentWidth: 'Fixed' }, expire: null }),
    );
  });
  await signIn(page);
  // antd keeps a hidden overflow copy of each horizontal item, hence first().
  const systemMenu = page.getByTestId('global-header').getByText('系统管理').first();
  await systemMenu.hover();
  await page.locator('[data-menu-path="/system/loginLog"]').click();
  await expect(page).toHaveURL(/\/system\/loginLog$/);
  await systemMenu.hover();
  await expect(page.locator('[data-menu-path="/frame/menu-system-api-docs"]')).toBeVisible();
  await page.screenshot({ path: shot('05-top-menu-layout') });
});

test('resource list pages and the widget showcase', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/dict');
  await expect(page.getByRole('columnheader', { name: '字典编码' })).toBeVisible();
  await page.screenshot({ path: shot('08-dictionary-list') });
  await page.locator('.ant-table-row').first().getByRole('button', { name: '字典配置' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('09-dictionary-items-drawer') });
  await page.goto('/system/dict');
  await page.getByRole('button', { name: '高级查询' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('10-advanced-query') });
  for (const [tab, name] of [
    ['basic', '11-widgets-basic'],
    ['grid', '12-widgets-grid'],
    ['selects', '13-widgets-selects'],
    ['pickers', '14-widgets-pickers'],
    ['list', '15-widgets-list'],
  ] as const) {
    await page.goto(`/system/widgets?tab=${tab}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: shot(name), fullPage: true });
  }
  await page.goto('/system/widgets?tab=grid');
  await page
    .locator('[data-row-id="demo-1"]')
    .first()
    .getByRole('button', { name: '展开子表' })
    .click();
  await expect(page.getByRole('dialog', { name: '张伟的家庭成员' })).toBeVisible();
  await page.screenshot({ path: shot('16-grid-sub-table') });
});

test('system administration pages', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user');
  await expect(page.getByRole('columnheader', { name: '用户账号' })).toBeVisible();
  await page.screenshot({ path: shot('17-users') });
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(page.locator('.ant-modal').filter({ hasText: '新增用户' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('18-user-form') });
  await page
    .locator('.ant-modal')
    .filter({ hasText: '新增用户' })
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await page.locator('.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('org-code-select').locator('input')).toHaveValue(/河北省/);
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('18b-user-edit') });
  await page.keyboard.press('Escape');
  await page.goto('/system/depart');
  await expect(page.getByRole('columnheader', { name: '机构编码' })).toBeVisible();
  await page.screenshot({ path: shot('19-departments') });
  await page.locator('.ant-table-row').first().getByRole('button', { name: '部门角色' }).click();
  await expect(page.locator('.ant-drawer').filter({ hasText: '用户的部门角色' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('23-depart-roles') });
  await page.keyboard.press('Escape');
  await page.goto('/system/role');
  await page.locator('.ant-table-row').first().getByRole('button', { name: '授权' }).click();
  await expect(page.locator('.ant-drawer').filter({ hasText: '角色权限配置' })).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: shot('20-role-authorize') });
  await page.goto('/system/permission');
  await page.getByRole('button', { name: '展开全部' }).click();
  await page
    .locator('.ant-table-row')
    .filter({ hasText: '用户管理' })
    .first()
    .getByRole('button', { name: '数据规则' })
    .click();
  const rules = page.locator('.ant-drawer').filter({ hasText: '数据规则' });
  await rules.getByRole('button', { name: '新增规则' }).click();
  await page.locator('#form_data_rule_ruleName').fill('本部门及下级');
  const visibleOption = (text: string) =>
    page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: text });
  await page.locator('#form_data_rule_ruleColumn').click();
  await visibleOption('orgCode').click();
  await page.locator('#form_data_rule_ruleConditions').click();
  await visibleOption('RIGHT_LIKE').click();
  await page.locator('#form_data_rule_ruleValue').fill('#{sys_org_code}');
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('24-data-rule-form') });
  await page
    .locator('.ant-modal')
    .filter({ hasText: '新增数据规则' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(rules.locator('.ant-table-row').filter({ hasText: '本部门及下级' })).toBeVisible();
  await page.screenshot({ path: shot('25-data-rules') });
  await page.goto('/system/loginLog');
  await page.getByTestId('log-type').getByText('操作日志').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: shot('21-operation-log') });
  await page.getByTestId('user-dropdown').hover();
  await page.getByRole('menuitem', { name: /修改密码/ }).click();
  await expect(page.locator('.ant-modal').filter({ hasText: '修改密码' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('22-change-password') });
});

test('announcements and the bell', async ({ page }) => {
  await signIn(page);
  const token = (await storedToken(page)) ?? '';
  const headers = { 'X-Access-Token': token };
  for (const [title, priority, category] of [
    ['关于开展退役军人专场招聘会的通知', 'H', '1'],
    ['系统将于今晚22:00维护', 'M', '2'],
  ] as const) {
    const added = await page.request.post('/api/sys/annountCement/add', {
      headers,
      data: {
        titile: title,
        priority,
        msgCategory: category,
        msgType: 'ALL',
        msgContent: `<p>${title}，请各单位做好准备。</p>`,
        openType: 'url',
        openPage: '/system/dict',
      },
    });
    const { id } = (await added.json()).result as { id: string };
    await page.request.get(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
  }
  await page.goto('/system/announcement');
  await expect(page.getByRole('columnheader', { name: '标题' })).toBeVisible();
  await page.screenshot({ path: shot('26-announcements') });
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('27-notice-bell') });
  await page.getByTestId('notice-item').first().click();
  await expect(page.getByRole('button', { name: '去处理' })).toBeVisible();
  await page.screenshot({ path: shot('28-notice-detail') });
});

test('reference data pages', async ({ page }) => {
  await signIn(page);
  const token = (await storedToken(page)) ?? '';
  const headers = { 'X-Access-Token': token };
  const top = await page.request.post('/api/sys/category/add', { headers, data: { name: '行业' } });
  const topId = (await top.json()).result.id as string;
  for (const name of ['信息技术', '制造业', '建筑业']) {
    await page.request.post('/api/sys/category/add', { headers, data: { name, pid: topId } });
  }
  await page.request.post('/api/sys/checkRule/add', {
    headers,
    data: {
      ruleName: '退役证号',
      ruleCode: 'veteranCertNo',
      ruleJson:
        '[{"digits":2,"pattern":"[A-Z]+","message":"前两位须为大写字母"},{"digits":"*","pattern":"\\d{4,8}","message":"其余须为4到8位数字"}]',
    },
  });
  await page.goto('/system/category');
  await expect(page.getByRole('columnheader', { name: '分类编码' })).toBeVisible();
  await page.screenshot({ path: shot('29-categories') });
  await page.goto('/system/checkRule');
  await expect(page.getByRole('columnheader', { name: '规则编码' })).toBeVisible();
  await page.screenshot({ path: shot('30-check-rules') });
  await page.goto('/system/banner');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('31-banner-form') });
});

test('recruitment: portal position detail and the matching breakdown', async ({ page }) => {
  await page.goto('/zpgw');
  await page.locator('a[href^="/zpxxxq?id="]').first().click();
  await expect(page.getByText('查看企业信息')).toBeVisible();
  await page.screenshot({ path: shot('32-portal-position-detail'), fullPage: true });
  await page.goto('/zph');
  await page.locator('a[href^="/zphxq?id="]').first().click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('33-portal-job-fair'), fullPage: true });

  await signIn(page);
  await page.goto('/recruitment/resume');
  await page.locator('.ant-table-row').first().getByRole('button', { name: '匹配岗位' }).click();
  const list = page.getByTestId('match-list');
  await list.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.getByTestId('match-breakdown')).toContainText('岗位类别');
  await page.screenshot({ path: shot('34-matching-breakdown') });
  await page.locator('.ant-drawer-close').click();
  await page.goto('/recruitment/jobFair');
  await page.locator('.ant-table-row').first().getByRole('button', { name: '统计' }).click();
  await expect(page.getByTestId('fair-stats')).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: shot('35-job-fair-statistics') });
});

test('data scope: the role form, a county member of staff and the upload limits', async ({
  page,
}) => {
  await signIn(page);
  const headers = { 'X-Access-Token': (await storedToken(page)) ?? '' };
  const office = await page.request.get(
    `/api/sys/sysDepart/list?departName=${encodeURIComponent('石家庄市长安区退役军人服务站')}`,
    { headers },
  );
  const orgCode = (await office.json()).result.records[0].orgCode as string;
  const added = await page.request.post('/api/sys/user/add', {
    headers,
    data: {
      username: 'shot_county',
      realname: '长安区工作人员',
      orgCode,
      password: 'Shot#2026x',
      confirmpassword: 'Shot#2026x',
      selectedroles: 'role-staff',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/system/role');
  await expect(page.getByRole('columnheader', { name: '数据范围' })).toBeVisible();
  await page.screenshot({ path: shot('36-roles-data-scope') });
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(page.locator('.ant-modal').getByText('本部门及下级部门')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('37-role-form-data-scope') });
  await page.keyboard.press('Escape');
  await page.goto('/system/uploadLimits');
  await expect(page.getByText('每分钟').first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('38-upload-limits') });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'shot_county', 'Shot#2026x');
  await page.goto('/recruitment/resume');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('39-county-staff-resumes'), fullPage: true });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('mobile drawer at 375 px', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '切换菜单' }).click();
    await expect(page.getByTestId('menu-drawer')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('06-mobile-drawer') });
  });

  test('portal home at 375 px', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByText('热门岗位')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('07-portal-mobile'), fullPage: true });
  });
});
