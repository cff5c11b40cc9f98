import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { modal } from './page-parts';
import { type SessionState, sessionOf, tokenOf } from './sessions';
import { COUNTS_COMPANIES } from './side-by-side';

/**
 * Reference pickers search the server by any part of a name, region pickers open at the
 * installation's province, and lists keep their actions compact, down to a phone's width.
 * Screenshots go to e2e/screenshots/ for review.
 */
const STAFF = 'e2e_pick_staff';
const PASSWORD = 'Pick#2026pass';
const shot = (name: string) => `screenshots/pickers-${name}.png`;

const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

type Api = { request: APIRequestContext; token: string };
async function api<T>({ request, token }: Api, url: string): Promise<T> {
  const res = await request.get(`/api${url}`, { headers: { 'X-Access-Token': token } });
  expect(res.status(), url).toBe(200);
  return (await res.json()).result as T;
}

type Paged<T> = { records: T[]; total: number };

/** Two characters of `name` (no digits) that as few companies' names hold as possible. */
async function twoCharsOf(session: Api, name: string): Promise<{ typed: string; holders: number }> {
  const pairs = [...new Set([...name.slice(0, -1)].map((c, i) => c + name[i + 1]))].filter(
    (p) => !/[\dA-Za-z_]/.test(p),
  );
  let best = { typed: pairs[0]!, holders: Number.POSITIVE_INFINITY };
  for (const typed of pairs) {
    const found = await api<Paged<unknown>>(
      session,
      `/recruitment/position/refOptions?field=companyId&pageSize=1&keyword=${encodeURIComponent(typed)}`,
    );
    if (found.total < best.holders) best = { typed, holders: found.total };
  }
  return best;
}

/** A staff account (role 工作人员) in the province centre, made by admin through the API. */
async function createStaff(request: APIRequestContext, admin: SessionState) {
  const res = await request.post('/api/sys/user/add', {
    headers: { 'X-Access-Token': tokenOf(admin) },
    data: {
      username: STAFF,
      realname: '选择器测试员',
      orgCode: 'A01',
      password: PASSWORD,
      confirmpassword: PASSWORD,
      selectedroles: 'role-staff',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('staff add a position for the 50th company by typing two characters of its name', {
  tag: COUNTS_COMPANIES,
}, async ({ page, request, adminSession }) => {
  test.setTimeout(120_000);
  await createStaff(request, adminSession);
  const staff = await sessionOf(request, STAFF, PASSWORD);
  await page.context().setStorageState(staff);
  const session = { request, token: tokenOf(staff) };

  // The fiftieth company of the demo data, by when it was added; the picker lists 20 at a time.
  const companies = await api<Paged<{ companyName: string }>>(
    session,
    '/recruitment/company/list?column=createTime&order=asc&pageSize=50',
  );
  expect(companies.records).toHaveLength(50);
  const target = companies.records[49]!.companyName;
  const { typed, holders } = await twoCharsOf(session, target);
  expect(holders).toBeLessThanOrEqual(20);

  await page.goto('/recruitment/position');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const form = modal(page, '新增招聘岗位');
  await expect(form).toBeVisible();
  await page.locator('#form_zpPosition_title').fill('园区巡逻安保员');
  await page.locator('#form_zpPosition_companyId').click();
  await expect(dropdown(page)).toContainText(`共 ${companies.total} 条，向下滚动加载更多`);
  await page.screenshot({ path: shot('00-company-picker-open') });
  await page.locator('#form_zpPosition_companyId').fill(typed);
  const option = dropdown(page).locator('.ant-select-item-option').filter({ hasText: target });
  await expect(option).toBeVisible();
  await page.screenshot({ path: shot('01-company-search'), animations: 'disabled' });
  await option.click();
  await expect(form.locator('.ant-select').filter({ hasText: target })).toBeVisible();

  // The region picker opens at the province's cities; other provinces wait under 其他省份.
  await page.locator('#form_zpPosition_regionCode').click();
  const firstColumn = page.locator('.ant-cascader-menu').first();
  await expect(firstColumn).toContainText('石家庄市');
  await expect(firstColumn).toContainText('其他省份');
  await expect(firstColumn).not.toContainText('北京市');
  await page.screenshot({ path: shot('02-region-opens-at-province') });
  await firstColumn.getByText('石家庄市', { exact: true }).click();
  await page.locator('.ant-cascader-menu').nth(1).getByText('长安区', { exact: true }).click();
  await expect(form.locator('.ant-cascader')).toContainText('河北省 / 石家庄市 / 长安区');

  // The category tree loads lazily: retried until the choice shows.
  const middle = '交通运输、仓储物流和邮政业服务人员';
  const category = form
    .locator('.ant-select')
    .filter({ has: page.locator('#form_zpPosition_categoryId') });
  await expect(async () => {
    if (!(await category.textContent())?.includes(middle.slice(0, 4))) {
      if (!(await dropdown(page).isVisible()))
        await page.locator('#form_zpPosition_categoryId').click();
      const node = dropdown(page).locator(
        `.ant-select-tree-node-content-wrapper[title="${middle}"]`,
      );
      if (!(await node.isVisible()))
        await dropdown(page)
          .locator('.ant-select-tree-treenode')
          .filter({ has: page.locator('[title="社会生产服务和生活服务人员"]') })
          .locator('.ant-select-tree-switcher')
          .click({ timeout: 3000 });
      await node.click({ timeout: 3000 });
    }
    await expect(category).toContainText(middle.slice(0, 4), { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.locator('#form_zpPosition_expireDate').click();
  await page.locator('#form_zpPosition_expireDate').fill('2099-12-31');
  await page.locator('#form_zpPosition_expireDate').press('Enter');
  await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  const added = await api<{ records: Array<{ companyId_dictText: string }> }>(
    session,
    `/recruitment/position/list?title=${encodeURIComponent('园区巡逻安保员')}`,
  );
  expect(added.records.map((r) => r.companyId_dictText)).toEqual([target]);
});

test('岗位投递 is searched by a company chosen by name, not by typing an id', async ({
  page,
  request,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  const session = { request, token: tokenOf(adminSession) };
  const deliveries = await api<{
    records: Array<{ companyId: string; companyId_dictText: string }>;
  }>(session, '/recruitment/delivery/list?pageSize=50');
  const company = deliveries.records[0]!;
  const expected = await api<{ total: number }>(
    session,
    `/recruitment/delivery/list?companyId=${company.companyId}`,
  );

  await page.goto('/recruitment/delivery');
  const search = page.getByTestId('resource-search-form');
  await search.getByRole('button', { name: /展\s*开/ }).click();
  await page.locator('#search_zpDelivery_companyId').click();
  await page.locator('#search_zpDelivery_companyId').fill(company.companyId_dictText.slice(0, 4));
  await dropdown(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: company.companyId_dictText })
    .click();
  const listed = page.waitForResponse(
    (r) => r.url().includes('/recruitment/delivery/list') && r.url().includes('companyId='),
  );
  await search.getByRole('button', { name: /查\s*询/ }).click();
  expect(new URL((await listed).url()).searchParams.get('companyId')).toBe(company.companyId);
  await expect(page.locator('.ant-pagination-total-text')).toContainText(`${expected.total}`);
  const shown = await rows(page).count();
  expect(shown).toBe(Math.min(expected.total, 10));
  for (let i = 0; i < shown; i++)
    await expect(rows(page).nth(i)).toContainText(company.companyId_dictText);
});

test('the action column: three actions at most, the rest under 更多, none that cannot apply', async ({
  page,
  request,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  const session = { request, token: tokenOf(adminSession) };
  const [approvedCompany] = (
    await api<Paged<{ companyName: string }>>(
      session,
      '/recruitment/company/list?auditStatus=1&column=createTime&order=asc&pageSize=1',
    )
  ).records;
  await page.goto('/recruitment/company');
  await page.locator('#search_zpCompany_companyName').fill(approvedCompany!.companyName);
  await page
    .getByTestId('resource-search-form')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  // An approved company offers no 审核.
  const approved = row(page, approvedCompany!.companyName).first();
  await expect(approved).toContainText('已通过');
  await expect(approved).toBeVisible();
  const actions = approved.locator('td').last();
  await expect(actions.getByRole('button', { name: '审核' })).toHaveCount(0);
  const inline = await actions.getByRole('button').allTextContents();
  expect(inline.length).toBeLessThanOrEqual(4);
  expect(inline.at(-1)?.replace(/\s/g, '')).toBe('更多');
  await actions.getByRole('button', { name: /更多/ }).click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
  await expect(menu).toContainText('详情');
  await expect(menu).toContainText('删除');
  await page.screenshot({ path: shot('03-more-menu') });
  await menu.getByRole('button', { name: '详情' }).click();
  await expect(modal(page, '详细信息')).toBeVisible();
  // Departments and booleans read as words.
  await expect(modal(page, '详细信息')).toContainText(/优先招用退役军人\s*(是|否)/);
  await expect(modal(page, '详细信息')).not.toContainText(/所属部门\s*A01/);

  // Headers are whole words, none cut by the action column.
  await page.goto('/recruitment/position');
  await expect(rows(page).first()).toBeVisible();
  for (const title of ['岗位名称', '招聘企业', '岗位状态', '操作'])
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  await page.screenshot({ path: shot('04-position-list') });

  // 推荐记录 has nothing to fill in: no 新增, no 编辑.
  await page.goto('/recruitment/recommendRecord');
  await expect(page.getByTestId('resource-search-form')).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
});

test('意向工作地区 picks several regions, a whole city or another province, not typed codes', async ({
  page,
  request,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  const session = { request, token: tokenOf(adminSession) };
  const [resume] = (
    await api<Paged<{ realName: string }>>(
      session,
      '/recruitment/resume/list?column=createTime&order=asc&pageSize=1',
    )
  ).records;
  const name = resume!.realName;
  await page.goto('/recruitment/resume');
  await page.locator('#search_zpResume_realName').fill(name);
  await page
    .getByTestId('resource-search-form')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const first = row(page, name).first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: '编辑' }).click();
  const form = modal(page, '编辑简历');
  await expect(page.locator('#form_zpResume_realName')).toHaveValue(name);
  await expect(form).not.toContainText('地区编码');
  const regions = form
    .locator('.ant-cascader')
    .filter({ has: page.locator('#form_zpResume_intentionRegions') });
  // Whatever the demo chose goes first.
  while (
    (await regions
      .locator('.ant-select-selection-item-remove, .ant-cascader-selection-item-remove')
      .count()) > 0
  )
    await regions
      .locator('.ant-select-selection-item-remove, .ant-cascader-selection-item-remove')
      .first()
      .click();
  const column = (n: number) =>
    page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(n);
  const item = (n: number, text: string) =>
    column(n)
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${text}$`) });
  await expect(async () => {
    if (!(await column(0).isVisible()))
      await page.locator('#form_zpResume_intentionRegions').click();
    if (!(await regions.textContent())?.includes('石家庄市'))
      await item(0, '石家庄市').locator('.ant-cascader-checkbox').click({ timeout: 2000 });
    await expect(regions).toContainText('石家庄市', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await item(0, '其他省份').click();
  await item(1, '北京市').locator('.ant-cascader-checkbox').click();
  await expect(regions).toContainText('北京市');
  await page.screenshot({ path: shot('07-intention-regions') });
  await form.locator('.ant-modal-title').click();
  const saved = page.waitForResponse((r) => r.url().includes('/recruitment/resume/edit'));
  await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  const answer = await (await saved).json();
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  expect(String(answer.result.intentionRegions).split(',').sort()).toEqual(['110000', '130100']);
  await expect(page.getByText('编辑成功！').first()).toBeVisible();
});

/** Where an element is, and whether it is what a user sees at its centre (nothing over it). */
const placement = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { left: r.left, right: r.right, visible: Boolean(hit && el.contains(hit)) };
  });

test('a list at 375 px wide shows the title, the status and the actions', async ({
  page,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/recruitment/position');
  const first = rows(page).first();
  await expect(first).toBeVisible();
  const headers = (await page.locator('.ant-table-thead th').allTextContents()).map((t) =>
    t.trim(),
  );
  expect(headers).toEqual(expect.arrayContaining(['岗位名称', '岗位状态', '操作']));
  expect(headers).not.toContain('招聘企业');
  await first.scrollIntoViewIfNeeded();
  const cells = first.locator('td');
  const count = await cells.count();
  // Selection, title, status, actions: each whole on screen and covered by nothing.
  expect(count).toBe(4);
  for (let i = 0; i < count; i++) {
    const cell = await placement(cells.nth(i));
    expect(cell.left, `cell ${i}`).toBeGreaterThanOrEqual(0);
    expect(cell.right, `cell ${i}`).toBeLessThanOrEqual(375);
    expect(cell.visible, `cell ${i}`).toBe(true);
  }
  for (const name of ['岗位名称', '岗位状态', '操作']) {
    const th = await placement(page.getByRole('columnheader', { name, exact: true }));
    expect(th.right, name).toBeLessThanOrEqual(375);
    expect(th.visible, name).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  const more = first.getByRole('button', { name: /更多/ });
  await expect(more).toBeVisible();
  await page.screenshot({ path: shot('05-list-375') });
  await more.click();
  await expect(page.locator('.ant-dropdown:visible .ant-dropdown-menu')).toContainText('详情');
  await page.screenshot({ path: shot('06-list-375-more') });
});
