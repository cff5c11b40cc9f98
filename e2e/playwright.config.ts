import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';
import { OIDC_CLIENT } from './oidc-client';
import { ADMIN_PASSWORD } from './tests/fixtures';

/**
 * A fresh data directory per run, so every run starts from first-start seed. The config is read
 * again in every worker; they inherit the directory the main process made.
 */
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vets-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3210);
/** The local OpenID provider of the third-party login tests (oidc-provider.ts). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 100);
process.env.E2E_OIDC_ISSUER = `http://127.0.0.1:${oidcPort}`;
/** The server's log, copied to a file the tests read SMS codes from (the development provider). */
const serverLog = path.join(dataDir, 'server.log');
process.env.E2E_SERVER_LOG = serverLog;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: './tests',
  // Two files side by side (tests that would disturb each other say so: side-by-side.ts): on
  // this 2-core machine the suite takes 5.2 min so, 6.6 min one file at a time (E2E_WORKERS=1).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test walks several pages, each waited for (8 s an expectation); on a loaded 2-core machine a
  // walk of four pages took 33 s. The budget is for the whole walk, not a hidden wait.
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its actions, network and console; the screencast and the page
    // snapshot at every action cost more CPU than the tests themselves (a subset of 19 tests:
    // 3.5 → 1.6 min on two workers). `--trace on` records them when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'e2e', testIgnore: /screenshots\.spec\.ts/, use: chromium },
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts/, use: chromium },
  ],
  webServer: [
    {
      command: 'npx tsx oidc-provider.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_APP_ORIGIN: `http://127.0.0.1:${port}` },
    },
    {
      command: `node ../server/dist/main.js 2>&1 | tee -a '${serverLog}'`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        STRICT_RESPONSES: '1',
        // 组件示例, the widget library's development page, which the grid specs open.
        WIDGET_SHOWCASE: '1',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_REDIRECT_BASE_URL: `http://127.0.0.1:${port}`,
      },
    },
  ],
});
