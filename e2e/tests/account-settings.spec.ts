import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addUser, PASSWORD } from './api-setup';
import { expect, test } from './e2e-test';
import { openMenu } from './fixtures';
import { chooseUserMenu } from './page-parts';
import { openSignedIn, type SessionState, sessionOf, tokenOf } from './sessions';

/** 账号设置 (/account/settings): one's own name, email, avatar; security; desktop notices. */
const stamp = Date.now().toString().slice(-6);
const OFFICE = '石家庄市长安区退役军人服务站';
const shot = (name: string) => `screenshots/account-settings-${name}.png`;
/** A 1×1 PNG: the upload checks the content's signature, not only the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A staff account added by the administrator, signed in. */
async function staffUser(
  request: APIRequestContext,
  admin: SessionState,
  name: string,
  phone?: string,
) {
  await addUser(request, tokenOf(admin), name, OFFICE, 'staff', phone ? { phone } : {});
  return sessionOf(request, name, PASSWORD);
}

/** An uploaded avatar's address, signed: avatars are private files. */
const SIGNED_AVATAR = /\/api\/sys\/common\/static\/avatar\/.+\?sig=/;

/** Whether an image has loaded and has pixels to show. */
const shown = (img: Locator) =>
  img.evaluate(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
  );

/** Nothing sticks out sideways: names what does when something does. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter((el) => el.getBoundingClientRect().width > 0 && el.offsetParent !== null)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );

test('a staff user renames themselves in 账号设置 and the header greets the new name', async ({
  page,
  request,
  adminSession,
}) => {
  const username = `settings${stamp}`;
  const phone = `139${stamp}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const session = await staffUser(request, adminSession, username, phone);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, session);
  await expect(page.getByTestId('header-greeting')).toHaveText(`欢迎您，${username}姓名`);

  // Reached from the side menu (个人页 → 账号设置) and from the header's user menu.
  await openMenu(page, '个人页', '/account/settings');
  await page.goto('/dashboard/analysis');
  await chooseUserMenu(page, '账号设置');
  await expect(page).toHaveURL(/\/account\/settings$/);

  const form = page.getByTestId('account-base-form');
  await expect(form.locator('#realname')).toHaveValue(`${username}姓名`);
  await form.locator('#email').fill('not-an-email');
  await page.getByTestId('account-base-save').click();
  await expect(form.getByText('邮箱格式不正确')).toBeVisible();

  await form.locator('#realname').fill('赵新名');
  await form.locator('#email').fill('zhao.xinming@example.cn');
  await form.getByText('女', { exact: true }).click();
  await page
    .getByTestId('account-avatar-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: PNG });
  // A private file: the <img> cannot send the session, so it opens through a signed address.
  const preview = page.getByTestId('account-avatar-preview').locator('img');
  await expect(preview).toHaveAttribute('src', SIGNED_AVATAR);
  await expect.poll(() => shown(preview)).toBe(true);
  await page.getByTestId('account-base-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('header-greeting')).toHaveText('欢迎您，赵新名');
  const headerAvatar = page.getByTestId('user-dropdown').locator('img');
  await expect(headerAvatar).toHaveAttribute('src', SIGNED_AVATAR);
  await expect.poll(() => shown(headerAvatar)).toBe(true);
  // Without the signature the file is not served.
  const bare = (await headerAvatar.getAttribute('src'))!.split('?')[0]!;
  expect((await page.request.get(bare)).status()).toBe(404);
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: shot('1440-base') });

  // The stored session user changed too: a reload still greets the new name.
  await page.reload();
  await expect(page.getByTestId('header-greeting')).toHaveText('欢迎您，赵新名');
  await expect(form.locator('#email')).toHaveValue('zhao.xinming@example.cn');

  // 账号绑定: the third-party identities (the local OpenID provider of the e2e run).
  await page.getByRole('tab', { name: '账号绑定' }).click();
  await expect(page.getByTestId('third-party-bindings')).toContainText('未绑定');
  await page.screenshot({ path: shot('1440-binding') });

  await page.getByRole('tab', { name: '安全设置' }).click();
  const phoneRow = page.getByTestId('security-phone');
  await expect(phoneRow).toContainText(`已绑定手机：${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await expect(page.getByTestId('security-logins')).toContainText('最近登录：');
  await page.getByTestId('security-password').getByRole('button', { name: '修改' }).click();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeHidden();
  await page.screenshot({ path: shot('1440-security') });

  const link = phoneRow.getByRole('link', { name: '修改' });
  await expect(link).toHaveAttribute('href', '/user/alteration');
  await link.click();
  await expect(page).toHaveURL(/\/user\/alteration$/);
  await expect(page.locator('#mobile')).toHaveValue(phone);
});

test('at 375 px the tabs sit on top and nothing overflows', async ({
  page,
  request,
  adminSession,
}) => {
  const username = `settingsm${stamp}`;
  const session = await staffUser(request, adminSession, username);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, session, '/account/settings');
  const tabs = page.getByTestId('account-settings-tabs');
  await expect(tabs).toHaveClass(/ant-tabs-top/);
  await expect(page.getByTestId('account-base-form').locator('#realname')).toHaveValue(
    `${username}姓名`,
  );
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: shot('375-base'), fullPage: true });

  await page.getByRole('tab', { name: '安全设置' }).click();
  await expect(page.getByTestId('security-phone')).toContainText('尚未绑定手机');
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: shot('375-security') });
});

/** Replaces the browser's Notification with one that records what it shows. */
function fakeNotifications(page: Page, answer: NotificationPermission) {
  return page.addInitScript((granted: NotificationPermission) => {
    type Shown = { title: string; body: string; tag: string; click(): void };
    const shown: Shown[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        FakeNotification.permission = granted;
        return granted;
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        shown.push({
          title,
          body: options.body ?? '',
          tag: options.tag ?? '',
          click: () => this.onclick?.(),
        });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    Object.defineProperty(window, '__shownNotifications', { value: shown });
  }, answer);
}

const shownNotifications = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { __shownNotifications: Array<{ title: string; body: string }> })
        .__shownNotifications ?? []
    ).map(({ title, body }) => ({ title, body })),
  );

async function publish(request: APIRequestContext, token: string, title: string) {
  const headers = { 'X-Access-Token': token };
  const added = await request.post('/api/sys/annountCement/add', {
    headers,
    data: {
      titile: title,
      msgCategory: '1',
      priority: 'M',
      msgType: 'ALL',
      msgContent: '<p>x</p>',
    },
  });
  expect(added.status()).toBe(200);
  const { id } = (await added.json()).result as { id: string };
  const released = await request.get(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
  expect(released.status()).toBe(200);
}

test('桌面通知: once allowed, a pushed announcement shows as a desktop notification', async ({
  page,
  request,
  adminSession,
}) => {
  const username = `settingsn${stamp}`;
  const session = await staffUser(request, adminSession, username);
  const admin = tokenOf(adminSession);
  await fakeNotifications(page, 'granted');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, session, '/account/settings');
  await page.getByRole('tab', { name: '新消息通知' }).click();
  const toggle = page.getByTestId('notify-desktop-switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByText('已开启桌面通知')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: shot('1440-notification'), animations: 'disabled' });

  const title = `桌面通知测试${stamp}`;
  await publish(request, admin, title);
  await expect
    .poll(() => shownNotifications(page), { timeout: 8000 })
    .toContainEqual({ title: '新通知公告', body: `【重要】${title}` });
  // Clicking it opens the announcement in the page.
  await page.evaluate(() =>
    (window as unknown as { __shownNotifications: Array<{ click(): void }> }).__shownNotifications
      .at(-1)
      ?.click(),
  );
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // Off again: the next announcement stays in the bell only.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const before = (await shownNotifications(page)).length;
  await publish(request, admin, `不弹出${stamp}`);
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-item').filter({ hasText: `不弹出${stamp}` })).toBeVisible({
    timeout: 8000,
  });
  expect((await shownNotifications(page)).length).toBe(before);
});

test('桌面通知: when the browser refuses, it stays off and says how to allow it', async ({
  page,
  request,
  adminSession,
}) => {
  const username = `settingsd${stamp}`;
  const session = await staffUser(request, adminSession, username);
  await fakeNotifications(page, 'denied');
  await openSignedIn(page, session, '/account/settings');
  await page.getByRole('tab', { name: '新消息通知' }).click();
  await page.getByTestId('notify-desktop-switch').click();
  await expect(page.getByTestId('notify-desktop-hint')).toContainText('浏览器已拒绝本站显示通知');
  await expect(page.getByTestId('notify-desktop-switch')).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: shot('1440-notification-denied') });
});
