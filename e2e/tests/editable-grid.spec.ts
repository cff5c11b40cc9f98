import type { Locator, Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { ALONE } from './side-by-side';

const grid = (page: Page) => page.getByTestId('demo-grid');
const row = (scope: Locator, id: string) => scope.locator(`[data-row-id="${id}"]`);
const cell = (scope: Locator, id: string, key: string) =>
  row(scope, id).locator(`[data-col-key="${key}"]`);
const orderAt = (scope: Locator, index: number) =>
  scope.locator(`[data-row-index="${index}"] [data-col-key="orderNum"]`);
const idAt = (scope: Locator, index: number) =>
  scope.locator(`[data-row-index="${index}"]`).getAttribute('data-row-id');

async function openDemo(page: Page) {
  await page.goto('/system/widgets?tab=grid');
  await expect(grid(page).locator('[data-row-id="demo-1"]')).toBeVisible();
}

test.beforeEach(async ({ page, adminSession }) => {
  await page.context().setStorageState(adminSession);
  await openDemo(page);
});

test('validation shows the cell messages and activates the failing sub-table tab', async ({
  page,
}) => {
  const g = grid(page);
  await g.getByRole('button', { name: /新\s*增/ }).click();
  const added = g.locator('[data-row-index="3"]');
  await expect(added).toHaveAttribute('data-editing', 'true');
  await expect(added.locator('[data-col-key="orderNum"]')).toHaveText('4');

  await page.getByTestId('validate-grid').click();
  await expect(added.locator('[data-col-key="name"] [data-testid="grid-cell-error"]')).toHaveText(
    '请输入姓名',
  );
  await expect(added.locator('[data-col-key="code"] [data-testid="grid-cell-error"]')).toHaveText(
    '编号不能为空',
  );
  await expect(page.getByTestId('grid-validate-result')).toContainText('校验未通过');

  // 校验表格 is outside the grid: a click there ends the row's editing once the insert is 1.5 s
  // old (on a loaded machine it is), so the user clicks into the row again.
  await added.locator('[data-col-key="name"]').click();
  await expect(added).toHaveAttribute('data-editing', 'true');
  // A duplicate code fails the unique rule on both rows; a bad phone fails the named pattern.
  await added.locator('[data-col-key="name"] input').fill('赵六');
  await added.locator('[data-col-key="code"] input').fill('V001');
  await added.locator('[data-col-key="phone"] input').fill('12345');
  await page.getByTestId('validate-grid').click();
  await expect(cell(g, 'demo-1', 'code').getByTestId('grid-cell-error')).toHaveText('编号不能重复');
  await expect(added.locator('[data-col-key="code"] [data-testid="grid-cell-error"]')).toHaveText(
    '编号不能重复',
  );
  await expect(added.locator('[data-col-key="phone"] [data-testid="grid-cell-error"]')).toHaveText(
    '请输入正确的手机号',
  );
  await expect(added.locator('[data-col-key="name"] [data-testid="grid-cell-error"]')).toHaveCount(
    0,
  );

  // Sub-tables: the first tab is valid, the second is not and becomes active.
  const tabs = page.getByTestId('sub-tabs');
  await expect(tabs.getByRole('tab', { name: '家庭成员' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByTestId('validate-tabs').click();
  await expect(tabs.getByRole('tab', { name: '工作经历' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const works = page.getByTestId('sub-grid-works');
  await expect(cell(works, 'w-2', 'company').getByTestId('grid-cell-error')).toHaveText(
    '请输入工作单位',
  );
  await expect(cell(works, 'w-2', 'email').getByTestId('grid-cell-error')).toHaveText(
    '邮箱格式不正确',
  );
  await expect(page.getByTestId('tabs-validate-result')).toHaveText(
    '子表校验未通过：works，第 2 行，请输入工作单位；邮箱格式不正确',
  );
});

test('move up, move down and drag sort renumber orderNum', async ({ page }) => {
  const g = grid(page);
  const menuItem = (name: string) => page.getByRole('menuitem', { name });
  await row(g, 'demo-3').getByTestId('grid-drag-handle').click();
  await menuItem('向上移').click();
  // Every row has its own menu: wait for this one to close before opening the next.
  await expect(menuItem('向上移')).toBeHidden();
  expect(await idAt(g, 1)).toBe('demo-3');
  await expect(orderAt(g, 1)).toHaveText('2');
  await expect(orderAt(g, 2)).toHaveText('3');

  await row(g, 'demo-1').getByTestId('grid-drag-handle').click();
  await menuItem('向下移').click();
  await expect(menuItem('向下移')).toBeHidden();
  await expect(g.locator('[data-row-index="0"]')).toHaveAttribute('data-row-id', 'demo-3');
  await expect(g.locator('[data-row-index="1"]')).toHaveAttribute('data-row-id', 'demo-1');
  await expect(orderAt(g, 0)).toHaveText('1');
  await expect(orderAt(g, 1)).toHaveText('2');

  // Drag the last row (demo-2) to the top.
  const handle = row(g, 'demo-2').getByTestId('grid-drag-handle');
  const target = row(g, 'demo-3').getByTestId('grid-drag-handle');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y - 5, { steps: 15 });
  await page.mouse.up();
  await expect(g.locator('[data-row-index="0"]')).toHaveAttribute('data-row-id', 'demo-2');
  await expect(cell(g, 'demo-2', 'orderNum')).toHaveText('1');
  await expect(cell(g, 'demo-3', 'orderNum')).toHaveText('2');
  await expect(cell(g, 'demo-1', 'orderNum')).toHaveText('3');
});

test('an edit reaches the same grid on another page of the same user in real time', {
  tag: ALONE,
}, async ({ page, context }) => {
  const other = await context.newPage();
  await openDemo(other);
  await expect(grid(page)).toHaveAttribute('data-socket', 'open');
  await expect(grid(other)).toHaveAttribute('data-socket', 'open');

  await cell(grid(page), 'demo-2', 'name').getByRole('button').click();
  await cell(grid(page), 'demo-2', 'name').locator('input').fill('李娜（已更新）');
  const remote = row(grid(other), 'demo-2');
  await expect(remote.locator('[data-col-key="name"]')).toHaveText('李娜（已更新）');
  await expect(remote).toHaveAttribute('data-highlight', 'true');
  await expect(remote).not.toHaveAttribute('data-highlight', 'true', { timeout: 4000 });
});

test('a row opens its sub-table below it when there is room, else above it', async ({ page }) => {
  const g = grid(page);
  const dialog = page.getByRole('dialog', { name: '张伟的家庭成员' });

  // Plenty of room under the first row.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await row(g, 'demo-1').getByRole('button', { name: '展开子表' }).click();
  await expect(dialog).toHaveAttribute('data-placement', 'bottom');
  await expect(dialog.getByTestId('sub-table-grid').locator('[data-row-id="f-1"]')).toContainText(
    '刘芳',
  );
  const rowBox = await row(g, 'demo-1').boundingBox();
  const below = await dialog.boundingBox();
  expect(rowBox && below && below.y >= rowBox.y + rowBox.height - 1).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The row near the bottom of a short window: 350 px or less remain, so it opens above.
  await page.setViewportSize({ width: 1400, height: 700 });
  await row(g, 'demo-1').evaluate((el) => {
    const rect = el.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - 120));
  });
  await row(g, 'demo-1').getByRole('button', { name: '展开子表' }).click();
  await expect(dialog).toHaveAttribute('data-placement', 'top');
  const rowTop = (await row(g, 'demo-1').boundingBox())?.y ?? 0;
  const above = await dialog.boundingBox();
  expect(above && above.y + above.height <= rowTop + 1).toBe(true);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
