import type { Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import {
  addButton,
  confirmPopup,
  modal,
  nextFrames,
  pickArea,
  pickOption,
  row,
  saveForm,
} from './page-parts';

/**
 * 创业服务 · 成果与平台 on the portal: staff publish an achievement and visitors find it; every
 * showcase page opens on a phone with content, no horizontal scroll and no console error.
 */
const stamp = Date.now().toString().slice(-6);
const TITLE = `退役军人智慧冷链调度平台${stamp}`;

/** Console errors and uncaught exceptions of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('staff publish an achievement; it shows on /cycxcgz and its detail', async ({
  page,
  adminSession,
}) => {
  test.setTimeout(120_000);
  await page.context().setStorageState(adminSession);
  await page.goto('/entrepreneurship/achievement');
  await addButton(page).click();
  await page.locator('#form_cyAchievement_title').fill(TITLE);
  await page.locator('#form_cyAchievement_ownerName').fill('廊坊迅捷冷链物流有限公司');
  await pickOption(page, '#form_cyAchievement_domain', '信息技术');
  await pickArea(page, '#form_cyAchievement_regionCode', ['河北省', '廊坊市', '广阳区']);
  await page.locator('#form_cyAchievement_summary').fill('冷链车辆智能调度，车辆空驶率下降约18%。');
  await modal(page, '新增创业成果').locator('.ProseMirror').first().click();
  await page.keyboard.type('平台接入冷藏车136辆。');
  await saveForm(page, '新增创业成果', '添加成功');
  await expect(row(page, TITLE)).toContainText('未发布');
  await row(page, TITLE).getByRole('button', { name: '发布' }).click();
  await confirmPopup(page);
  await expect(row(page, TITLE)).toContainText('已发布');
  await page.screenshot({ path: 'screenshots/showcase-admin-achievement.png' });

  const errors = watchErrors(page);
  await page.goto(`/cycxcgz?keyword=${encodeURIComponent(TITLE)}`);
  await expect(page.getByRole('heading', { level: 1, name: '创业成果展示' })).toBeVisible();
  const card = page.locator('a[href^="/cycxcgzxiangqing?id="]').filter({ hasText: TITLE });
  await expect(card).toContainText('信息技术');
  await expect(card).toContainText('廊坊市广阳区');
  await card.click();
  await expect(page).toHaveURL(/\/cycxcgzxiangqing\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('平台接入冷藏车136辆。')).toBeVisible();
  expect(errors).toEqual([]);
});

/** Checks the page as a phone shows it, and keeps a picture of it at both widths. */
async function checkPage(page: Page, name: string, errors: string[]) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Content, not only the frame: at least one card, item or paragraph of the page's own.
  await expect(page.locator('main :is(li, article, p)').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ name, width }).toEqual({ name, width: 375 });
  expect({ name, errors }).toEqual({ name, errors: [] });
  await page.screenshot({ path: `screenshots/showcase-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await nextFrames(page);
  await page.screenshot({ path: `screenshots/showcase-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test('every showcase page opens at 375 px with content, no horizontal scroll, no console error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = watchErrors(page);
  const open = async (path: string, name: string) => {
    await page.goto(path);
    await checkPage(page, name, errors);
  };
  /** Opens the first link to `prefix` on the current page: a detail from its list. */
  const follow = async (prefix: string, name: string) => {
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
    expect(href, `${name}: a link to ${prefix}`).toBeTruthy();
    await open(href as string, name);
  };

  await open('/ncpt', 'ncpt');
  await follow('/ncpt?id=', 'ncpt-project');
  await open('/ncpt?tab=product', 'ncpt-products');
  await follow('/ncpt?id=', 'ncpt-product');
  await open('/cycxcgz', 'cycxcgz');
  await follow('/cycxcgzxiangqing?id=', 'cycxcgzxiangqing');
  await open('/cycgzh', 'cycgzh');
  await follow('/cycgzhxiangqing?id=', 'cycgzhxiangqing');
  await open('/jypxlm', 'jypxlm');
  await follow('/jypxlm?id=', 'jypxlm-detail');
  await open('/cjh', 'cjh');
  await follow('/cjh?news=', 'cjh-news');
});
