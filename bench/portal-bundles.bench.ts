/**
 * The JavaScript each portal page loads: gzipped total per page (target <= 150 KB) and whether
 * any of it is back-office code (antd, recognised by its `getPrefixCls`). Run `npm run build`
 * first, then `npm run bench:portal-bundles -w bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/chromium.js';
import { makeTempDir, removeDir, repoRoot, startBenchServer, stopServer } from './helpers.js';
import { pageAssets } from './page-assets.js';
import { portalPages } from './portal-pages.js';

const JS_TARGET_KB = 150;
const ANTD_MARKER = 'getPrefixCls';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const dist = path.join(repoRoot, 'web/dist');

/** Whether a built script is (or contains) the admin UI library. */
function isBackOffice(assetPath: string): boolean {
  const file = path.join(dist, new URL(assetPath, 'http://x').pathname);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(ANTD_MARKER);
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
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
    const pages = await portalPages(server.base);
    console.log('| page | path | JS (gz) | scripts | back-office scripts | met |');
    console.log('|---|---|---|---|---|---|');
    let failed = 0;
    for (const p of pages) {
      const { assets } = await pageAssets(browser, `${server.base}${p.path}`, {
        initScript: null,
        extraWaitMs: 500,
        warn: (m) => console.log(`warning: ${m}`),
      });
      const js = assets.filter((a) => a.kind === 'js');
      const total = js.reduce((n, a) => n + a.gz, 0);
      const backOffice = js.filter((a) => isBackOffice(a.path));
      const met = total <= JS_TARGET_KB * 1024 && backOffice.length === 0;
      if (!met) failed++;
      console.log(
        `| ${p.name} | ${p.path.replace(/id=\w+/, 'id=…')} | ${kb(total)} KB | ${js.length} | ${backOffice.map((a) => path.basename(a.path)).join(' ') || 0} | ${met ? 'yes' : 'NO'} |`,
      );
    }
    console.log(
      `\n${pages.length - failed} of ${pages.length} pages within ${JS_TARGET_KB} KB gz and free of back-office code`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
