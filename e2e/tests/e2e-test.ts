import { test as base, expect } from '@playwright/test';
import { companyListRole, holdCompanyList } from './company-list-lock';
import { ADMIN_PASSWORD } from './fixtures';
import { type SessionState, sessionOf } from './sessions';

/**
 * The specs' `test`, with
 * - `adminSession`: the administrator signed in once per worker. Every test opens it in a fresh
 *   browser context, so what a test does in its browser stays there; no test may end this
 *   session (logout.spec signs in through the form for its own);
 * - the company-list lock, taken for the tests tagged for it (company-list-lock.ts). Waiting for
 *   it has its own budget, not the test's.
 */
export const test = base.extend<{ companyList: undefined }, { adminSession: SessionState }>({
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
  companyList: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none
    async ({}, use, testInfo) => {
      const role = companyListRole(testInfo.tags);
      const release = role ? await holdCompanyList(role) : null;
      try {
        await use(undefined);
      } finally {
        await release?.();
      }
    },
    { auto: true, timeout: 180_000 },
  ],
});

export { expect };
