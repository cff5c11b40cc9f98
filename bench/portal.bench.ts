/**
 * Portal /home figures against the built app with its demo data: the gzipped JS a visitor
 * downloads, and largest contentful paint on cold loads in headless Chromium.
 * Run `npm run build` first, then `npm run bench:portal -w bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/chromium.js';
import {
  makeTempDir,
  percentile,
  removeDir,
  repoRoot,
  startBenchServer,
  stopServer,
} from './helpers.js';
import { pageAssets } from './page-assets.js';

const COLD_LOADS = 7;
const JS_TARGET_KB = 200;
const LCP_TARGET_MS = 1500;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One cold load (fresh context, empty cache): LCP in ms, read after the page settles. */
async function coldLcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 2000);
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    console.log('web/dist is missing: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const dataDir = makeTempDir();
  const server = await startBenchServer(dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const url = `${server.base}/home`;
    const { landed, assets } = await pageAssets(browser, url, {
      initScript: null,
      extraWaitMs: 500,
      warn: (m) => console.log(`warning: ${m}`),
    });
    const js = assets.filter((a) => a.kind === 'js');
    console.log(`/home landed on ${landed}; scripts loaded:`);
    for (const a of [...js].sort((x, y) => y.gz - x.gz))
      console.log(`  ${kb(a.gz).padStart(10)} gz  ${kb(a.raw).padStart(10)} raw  ${a.path}`);
    const backOffice = js.filter((a) => /BasicLayout|pages\//.test(a.path));
    const total = js.reduce((n, a) => n + a.gz, 0);
    await coldLcp(browser, url); // warms the server's caches, not the browser's
    const lcps: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) lcps.push(await coldLcp(browser, url));
    console.log(`\nLCP per cold load: ${lcps.map((v) => v.toFixed(0)).join(', ')} ms`);
    console.log('\n| figure | value | target | met |');
    console.log('|---|---|---|---|');
    console.log(
      `| /home JS (gz) | ${kb(total)} | <= ${JS_TARGET_KB} KB | ${total <= JS_TARGET_KB * 1024 ? 'yes' : 'NO'} |`,
    );
    console.log(
      `| back-office chunks on /home | ${backOffice.length} | 0 | ${backOffice.length ? 'NO' : 'yes'} |`,
    );
    const p50 = percentile(lcps, 50);
    const max = Math.max(...lcps);
    console.log(
      `| /home LCP p50 | ${p50.toFixed(0)} ms | <= ${LCP_TARGET_MS} ms | ${p50 <= LCP_TARGET_MS ? 'yes' : 'NO'} |`,
    );
    console.log(
      `| /home LCP max of ${COLD_LOADS} | ${max.toFixed(0)} ms | <= ${LCP_TARGET_MS} ms | ${max <= LCP_TARGET_MS ? 'yes' : 'NO'} |`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
