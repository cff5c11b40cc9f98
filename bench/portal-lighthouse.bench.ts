/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the portal pages the
 * issue names, against the built app with its demo data, in headless Chromium. Each page runs
 * RUNS times; the table shows the median of each category. Targets: performance >= 90,
 * accessibility, best practices and SEO >= 95. Run `npm run build` first, then
 * `npm run bench:lighthouse -w bench` (PAGES=all for every portal page, or PAGES=/zpgw,/cjh).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/chromium.js';
import {
  makeTempDir,
  percentile,
  removeDir,
  repoRoot,
  startBenchServer,
  stopServer,
} from './helpers.js';
import { portalPages } from './portal-pages.js';

const RUNS = Number(process.env.RUNS ?? 3);
const NAMED = (process.env.PAGES ?? '/home,/cyds,/zcfgxq,/jypxlm').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

interface Run {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  failing: string[];
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const failed = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  const failing = failed.map((a) => a.id);
  // DETAILS=1 names what failed: the elements, or the browser's issues.
  if (process.env.DETAILS)
    for (const a of failed) {
      const items = (a.details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
      for (const item of items?.slice(0, 8) ?? [])
        console.log(`    ${a.id}: ${JSON.stringify(item).slice(0, 300)}`);
    }
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? -1,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? -1,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? -1,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? -1,
    failing,
  };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    console.log('web/dist is missing: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const dataDir = makeTempDir();
  const server = await startBenchServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const all = await portalPages(server.base);
    const pages =
      NAMED[0] === 'all'
        ? all
        : all.filter((p) => NAMED.some((n) => p.path === n || p.path.startsWith(`${n}?`)));
    // Warm the server (first reads fill its caches); the browser starts cold each run.
    for (const p of pages) await fetch(`${server.base}${p.path}`);
    console.log(`Lighthouse ${RUNS} runs per page, mobile preset; medians:\n`);
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | met |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const p of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.base}${p.path}`, chrome.port));
      const median = (pick: (r: Run) => number) => percentile(runs.map(pick), 50);
      const scores = CATEGORIES.map((c) => median((r) => r.scores[c] ?? 0));
      const met = CATEGORIES.every((c, i) => (scores[i] ?? 0) >= TARGETS[c]);
      console.log(
        `| ${p.name} ${p.path.replace(/id=\w+/, 'id=…')} | ${scores.join(' | ')} | ${(median((r) => r.fcp) / 1000).toFixed(2)} s | ${(median((r) => r.lcp) / 1000).toFixed(2)} s | ${median((r) => r.tbt).toFixed(0)} ms | ${median((r) => r.cls).toFixed(3)} | ${met ? 'yes' : 'NO'} |`,
      );
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) console.log(`|   failing audits: ${failing.join(', ')} |||||||`);
    }
  } finally {
    chrome.kill();
    await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
