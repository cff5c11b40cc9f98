import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { openSignedIn, type SessionState, tokenOf } from './sessions';
import { ALONE } from './side-by-side';

async function publish(request: APIRequestContext, token: string, title: string) {
  const headers = { 'X-Access-Token': token };
  const added = await request.post('/api/sys/annountCement/add', {
    headers,
    data: {
      titile: title,
      msgCategory: '1',
      priority: 'H',
      msgType: 'ALL',
      msgContent: `<p>${title}</p>`,
    },
  });
  expect(added.status()).toBe(200);
  const { id } = (await added.json()).result as { id: string };
  const released = await request.get(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
  expect(released.status()).toBe(200);
}

async function watcher(page: Page, session: SessionState): Promise<Page> {
  // The bell's first load lands before what follows, so that is a change.
  const firstLoad = page.waitForResponse((r) => r.url().includes('/sys/annountCement/listByUser'));
  await openSignedIn(page, session);
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await firstLoad;
  return page;
}

async function bellShows(page: Page, title: string, timeout: number) {
  const started = Date.now();
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-item').filter({ hasText: title })).toBeVisible({ timeout });
  return Date.now() - started;
}

test('a released announcement reaches another context’s bell through push within 1 s', {
  tag: ALONE,
}, async ({ browser, request, adminSession }) => {
  const context = await browser.newContext();
  const frames: string[] = [];
  context.on('page', (p) =>
    p.on('websocket', (ws) => {
      if (ws.url().includes('/api/websocket/')) {
        ws.on('framereceived', (f) => frames.push(String(f.payload)));
      }
    }),
  );
  const other = await watcher(await context.newPage(), adminSession);
  await other.getByTestId('notice-bell').click();
  await publish(request, tokenOf(adminSession), '推送到达测试');
  await expect(other.getByTestId('notice-item').filter({ hasText: '推送到达测试' })).toBeVisible({
    timeout: 1000,
  });
  expect(frames.some((f) => f.includes('推送到达测试') && f.includes('"cmd":"topic"'))).toBe(true);
  await context.close();
});

test('with push blocked, polling shows it within 7 s', { tag: ALONE }, async ({
  browser,
  request,
  adminSession,
}) => {
  const context = await browser.newContext();
  await context.routeWebSocket(/\/api\/websocket\//, (ws) => ws.close());
  const other = await watcher(await context.newPage(), adminSession);
  await publish(request, tokenOf(adminSession), '轮询到达测试');
  const took = await bellShows(other, '轮询到达测试', 7000);
  expect(took).toBeLessThan(7000);
  await context.close();
});
