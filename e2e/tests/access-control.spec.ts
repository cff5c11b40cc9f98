import type { Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { storedToken } from './fixtures';
import { modal, row } from './page-parts';
import { openSignedIn, sessionOf } from './sessions';

const ROLE_CODE = 'e2eDictViewer';
const USERNAME = 'e2e_viewer';
const PASSWORD = 'View#2026pass';

const treeNode = (page: Page, title: string) =>
  page.locator('.ant-tree-treenode').filter({ has: page.getByTitle(title, { exact: true }) });

async function createViewerRole(page: Page) {
  await page.goto('/system/role');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.locator('#form_sysRole_roleName').fill('字典查看员');
  await page.locator('#form_sysRole_roleCode').fill(ROLE_CODE);
  await modal(page, '新增角色')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, ROLE_CODE)).toBeVisible();

  await row(page, ROLE_CODE).getByRole('button', { name: '授权' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '角色权限配置' });
  await expect(drawer.getByTitle('数据字典', { exact: true })).toBeVisible();
  // The 查询 button right under 数据字典: checking it grants the page and its menu group too.
  const dict = treeNode(page, '数据字典');
  const query = dict
    .locator('xpath=following-sibling::div[contains(@class,"ant-tree-treenode")]')
    .first();
  await expect(query).toContainText('查询');
  await query.locator('.ant-tree-checkbox').click();
  await expect(dict.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
}

async function createViewerUser(page: Page) {
  await page.goto('/system/user');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const form = modal(page, '新增用户');
  await page.locator('#form_sysUser_username').fill(USERNAME);
  await page.locator('#form_sysUser_realname').fill('查看员甲');
  await form.getByTestId('org-code-select').getByRole('button').first().click();
  const picker = page.getByTestId('depart-picker-modal');
  await picker.locator('.ant-tree-node-content-wrapper').first().click();
  await modal(page, '选择部门')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.locator('#form_sysUser_password').fill(PASSWORD);
  await page.locator('#form_sysUser_confirmpassword').fill(PASSWORD);
  // Typed, as staff pick a role, and seen chosen before saving: a click on the opening dropdown
  // once went nowhere and the user was saved without the role.
  const roles = form.getByTestId('user-roles-select');
  await roles.locator('input').fill('字典查看');
  await expect(page.locator('.ant-select-item-option-active')).toContainText('字典查看员');
  await page.keyboard.press('Enter');
  await expect(roles.locator('.ant-select-selection-item')).toContainText('字典查看员');
  await form.locator('.ant-modal-title').click();
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(row(page, USERNAME)).toBeVisible();
}

test('a role that may only view dictionaries: menu, buttons and the server agree', async ({
  browser,
  page,
  request,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  await createViewerRole(page);
  await createViewerUser(page);

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await openSignedIn(viewer, await sessionOf(request, USERNAME, PASSWORD));

  const menu = viewer.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(viewer.locator('[data-menu-path="/system/dict"]')).toBeVisible();
  const entries = await menu
    .locator('[data-menu-path]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-path')));
  expect(entries).toEqual(['/system', '/system/dict']);

  await viewer.locator('[data-menu-path="/system/dict"]').click();
  await expect(viewer.getByRole('columnheader', { name: '字典编码' })).toBeVisible();
  await expect(viewer.locator('.ant-table-row').first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: '编辑' })).toHaveCount(0);

  const token = await storedToken(viewer);
  const direct = await viewer.request.post('/api/sys/dict/add', {
    headers: { 'X-Access-Token': token ?? '' },
    data: { dictName: '越权字典', dictCode: 'e2e_forbidden' },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).message).toBe('没有权限访问，需要权限：system:dict:add');
  await context.close();
});
