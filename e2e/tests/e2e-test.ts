import { test as base, expect } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { type SessionState, sessionOf } from './sessions';
import { enterSideBySide } from './side-by-side';

/**
 * The specs' `test`, with
 * - `adminSession`: the administrator signed in once per worker. Every test opens it in a fresh
 *   browser context, so what a test does in its browser stays there; no test may end this
 *   session (logout.spec signs in through the form for its own);
 * - `sideBySide`: every test waits until the tests running in the other worker allow it
 *   (side-by-side.ts); that wait has its own budget, not the test's.
 */
export const test = base.extend<{ sideBySide: undefined }, { adminSession: SessionState }>({
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await sessionOf(request, 'admin', ADMIN_PASSWORD));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  sideBySide: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none
    async ({}, use, testInfo) => {
      const leave = await enterSideBySide(testInfo.tags);
      try {
        await use(undefined);
      } finally {
        await leave();
      }
    },
    { auto: true, timeout: 180_000 },
  ],
});

export { expect };
