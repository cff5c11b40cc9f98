import fs from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ADMIN_PASSWORD = 'E2e#Admin2026';
export const TOKEN_KEY = 'eduplat__Access-Token';

/** Drags the login slider to the far right. */
export async function passSlider(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  const track = page.getByTestId('slider-check');
  // On a short window the slider may sit below the fold: a person scrolls to it first.
  await track.scrollIntoViewIfNeeded();
  const h = (await handle.boundingBox())!;
  const t = (await track.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(t.x + t.width + 10, h.y + h.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(track).toHaveAttribute('data-state', 'success');
}

/** Signs in through a login form (staff by default, `/qylogin` for companies) and waits for the dashboard. */
export async function signIn(
  page: Page,
  username = 'admin',
  password = ADMIN_PASSWORD,
  loginPath = '/user/login',
): Promise<void> {
  await page.goto(loginPath);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await passSlider(page);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('global-header')).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return raw ? (JSON.parse(raw) as { value: string }).value : null;
}

/**
 * Opens a side-menu entry by its path, expanding its group first. Only one group stays open, so
 * the group's aria-expanded decides (an entry may still look visible while its group collapses).
 * The address changes at once; the page (and its tab) only once its code has loaded, and a next
 * click before that abandons it: wait for the page where that matters.
 */
export async function openMenu(page: Page, group: string, path: string): Promise<void> {
  const groupItem = page.getByTestId('side-menu').getByRole('menuitem', { name: group });
  if ((await groupItem.getAttribute('aria-expanded')) !== 'true') await groupItem.click();
  await expect(groupItem).toHaveAttribute('aria-expanded', 'true');
  await page.locator(`[data-menu-path="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

export async function apiLogout(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/sys/logout', { headers: { 'X-Access-Token': token } });
  expect(res.status()).toBe(200);
}

/** The latest SMS code the development provider logged for `phone` (polls until it shows). */
export async function smsCodeFromLog(phone: string, after = 0): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set (see playwright.config.ts)');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
        code = lines
          .slice(after)
          .flatMap((line) => {
            try {
              const entry = JSON.parse(line) as { sms?: { phone: string; code: string } };
              return entry.sms?.phone === phone ? [entry.sms.code] : [];
            } catch {
              return [];
            }
          })
          .at(-1);
        return code;
      },
      { message: `SMS code for ${phone} in the server log`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** How many lines the server log has now, to read only what comes after. */
export function serverLogLines(): number {
  const file = process.env.E2E_SERVER_LOG;
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').length - 1 : 0;
}
