import { expect, type Page } from '@playwright/test';

/** The parts of a back-office page the specs reach for: dialogs, rows and pickers. */

export const modal = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ hasText: title });

/** The dialog's confirming button (确定 or 保存). */
export const ok = (page: Page, title: string) =>
  modal(page, title).getByRole('button', { name: /确\s*定|保\s*存/ });

export const row = (page: Page, text: string) =>
  page.locator('.ant-table-row').filter({ hasText: text });

/** Confirms the open pop-up confirmation. */
export const confirmPopup = (page: Page) =>
  page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();

/** The select or cascader wrapping a form control. */
const selectOf = (page: Page, field: string) =>
  page
    .locator('.ant-select, .ant-cascader')
    .filter({ has: page.locator(field) })
    .first();

/**
 * Opens a picker, chooses, and checks the choice shows; retried because options follow a
 * debounced search or a lazy load and can be replaced under the pointer.
 */
async function pick(page: Page, field: string, shows: string, choose: () => Promise<void>) {
  await expect(async () => {
    const current = (await selectOf(page, field).textContent()) ?? '';
    if (!current.includes(shows)) {
      await page.locator(field).click();
      await choose();
    }
    await expect(selectOf(page, field)).toContainText(shows, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

export async function pickArea(page: Page, field: string, path: string[]) {
  await pick(page, field, path.at(-1)!, async () => {
    await page.locator(field).fill(path.at(-1)!);
    await page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: path.join(' / ') })
      .first()
      .click({ timeout: 3000 });
  });
}

export async function pickCategory(page: Page, field: string, major: string, middle: string) {
  await pick(page, field, middle.slice(0, 4), async () => {
    const dropdown = page.locator('.ant-select-dropdown:visible');
    // Long titles are shortened on screen; the full one is in the title attribute.
    const node = dropdown.locator(`.ant-select-tree-node-content-wrapper[title="${middle}"]`);
    if (!(await node.isVisible())) {
      await dropdown
        .locator('.ant-select-tree-treenode')
        .filter({ has: page.locator(`[title="${major}"]`) })
        .locator('.ant-select-tree-switcher')
        .click({ timeout: 3000 });
    }
    await node.click({ timeout: 3000 });
  });
}

export async function pickRecord(page: Page, field: string, text: string) {
  await pick(page, field, text, async () => {
    await page.locator(field).fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 3000 });
  });
}

/** Chooses an option of a dictionary select (one of several, too), retried like the pickers. */
export async function pickOption(page: Page, field: string, text: string) {
  await pick(page, field, text, async () => {
    await page.locator(field).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 3000 });
  });
}

/** Types a date (or date and time) into an antd picker and closes it. */
export async function fillDate(page: Page, field: string, value: string) {
  await page.locator(field).click();
  await page.locator(field).fill(value);
  await page.locator(field).press('Enter');
}

export async function saveForm(page: Page, title: string, success: string) {
  await ok(page, title).click();
  await expect(page.getByText(success).first()).toBeVisible();
}

/** The list page's 新增 button. */
export const addButton = (page: Page) => page.getByRole('button', { name: /新\s*增/ }).first();

/** The open drop-down menus (the header's user menu, a row's 更多). */
const openDropdowns = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/**
 * Chooses an entry of the header's user menu, which opens on hover: waits, as the user does,
 * until the menu holds the entry and has finished sliding in, then clicks it.
 */
export async function chooseUserMenu(page: Page, entry: string) {
  await page.getByTestId('user-dropdown').hover();
  const item = openDropdowns(page).getByRole('menuitem', { name: entry });
  await expect(item).toBeVisible();
  await expect(openDropdowns(page)).not.toHaveClass(/-(appear|enter)\b/);
  await item.click();
}

/** Moves the pointer away and waits until every drop-down menu has closed. */
export async function closeDropdowns(page: Page) {
  await page.mouse.move(600, 600);
  await expect(openDropdowns(page)).toHaveCount(0);
}

/**
 * Two animation frames: what a resize or scroll set off (media-query listeners, the re-render
 * they cause) has been drawn by then.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
