/// <reference lib="dom" />
// The page.waitForFunction callbacks run in the browser, hence the DOM types.
/**
 * First render of the map widget with 100,000 random points inside Hebei, in headless Chromium,
 * on web/map-bench.html. The bench builds that page itself (web's Vite config, a temp outDir):
 * a second entry in the product build would split the app's own entry chunk into many. A small
 * static server here serves it (no API needed).
 * renderMs runs from the data being ready to ECharts' first 'finished' event (point counting per
 * county and drawing included); readyMs from navigation to the same moment, less the time the
 * page spends making up the points. Both modes: counted per county (the default past 5,000
 * points) and every point drawn (large scatter).
 * `npm run bench:map-render -w bench`. RUNS (default 5);
 * MAP_SCREENSHOTS=<dir> also saves screenshots and an exported PNG there.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/chromium.js';
import { makeTempDir, median, removeDir, repoRoot } from './helpers.js';

const RUNS = Number(process.env.RUNS ?? 5);
const POINTS = 100_000;
const TARGET_MS = 1000;
const webDir = path.join(repoRoot, 'web');
const screenshots = process.env.MAP_SCREENSHOTS;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Builds web/map-bench.html and what it loads into `outDir`. */
async function buildHarness(outDir: string): Promise<void> {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { input: path.join(webDir, 'map-bench.html') },
    },
  });
}

/** Serves `dir` as it is, on 127.0.0.1. */
function serveDir(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface BenchResult {
  loadMs: number;
  generateMs: number;
  renderMs: number;
  sinceNavigationMs: number;
}

async function openBench(page: Page, url: string): Promise<BenchResult> {
  await page.goto(url);
  const handle = await page.waitForFunction(() => window.__mapBench, undefined, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as BenchResult;
}

async function measure(browser: Browser, url: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
      results.push(await openBench(page, url));
    } finally {
      await context.close();
    }
  }
  return results;
}

async function saveScreenshots(browser: Browser, base: string, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    viewport: { width: 1200, height: 860 },
    acceptDownloads: true,
  });
  try {
    const page = await context.newPage();
    const shots: Array<[string, string]> = [
      ['province-100k.png', `?points=${POINTS}&regions=1&height=820`],
      ['shijiazhuang-grids.png', '?points=3000&grids=1&focus=130100&height=820'],
    ];
    for (const [name, query] of shots) {
      await openBench(page, `${base}/map-bench.html${query}`);
      await page.screenshot({ path: path.join(dir, name) });
    }
    const download = page.waitForEvent('download');
    await page.evaluate(() => window.__mapHandle?.exportPng());
    const file = await download;
    await file.saveAs(path.join(dir, file.suggestedFilename()));
    console.log(`screenshots and ${file.suggestedFilename()} saved in ${dir}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const outDir = makeTempDir();
  await buildHarness(outDir);
  const server = await serveDir(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const modes: Array<[string, string]> = [
      ['counted per county', `?points=${POINTS}`],
      ['every point drawn', `?points=${POINTS}&raw=1`],
    ];
    console.log(`${POINTS.toLocaleString('en')} points, ${RUNS} cold loads per mode\n`);
    console.log('| mode | renderMs median | renderMs max | readyMs median | target | met |');
    console.log('|---|---|---|---|---|---|');
    for (const [mode, query] of modes) {
      const runs = await measure(browser, `${base}/map-bench.html${query}`);
      const render = runs.map((r) => r.renderMs);
      const ready = runs.map((r) => r.sinceNavigationMs - r.generateMs);
      const max = Math.max(...render);
      console.log(
        `| ${mode} | ${median(render).toFixed(0)} ms | ${max.toFixed(0)} ms | ${median(ready).toFixed(0)} ms | <= ${TARGET_MS} ms | ${max <= TARGET_MS ? 'yes' : 'NO'} |`,
      );
    }
    if (screenshots) await saveScreenshots(browser, base, screenshots);
  } finally {
    await browser.close();
    server.close();
    removeDir(outDir);
  }
}

declare global {
  interface Window {
    __mapBench?: BenchResult;
    __mapHandle?: { exportPng(fileName?: string): void } | null;
  }
}

await main();
