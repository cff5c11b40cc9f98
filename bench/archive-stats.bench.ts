/**
 * Employment statistics over 1,000,000 archives (issue 13): the summary by region and period
 * for the province, a city and a county, per month, quarter and year. Target: p95 ≤ 300 ms.
 * Run with `npm run build` first; `npm run bench:archive-stats -w bench`. ARCHIVES and RUNS
 * change the sizes.
 */
import os from 'node:os';
import path from 'node:path';
import { generateArchives } from './archive-generator.js';
import {
  login,
  makeTempDir,
  percentile,
  removeDir,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const ARCHIVES = Number(process.env.ARCHIVES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 60);

const REGIONS = [
  ['河北省', '130000'],
  ['石家庄市', '130100'],
  ['石家庄市长安区', '130102'],
] as const;
const PERIODS = [
  ['month', '2026-06'],
  ['quarter', '2026-Q2'],
  ['year', '2025'],
] as const;

async function time(base: string, token: string, url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { 'X-Access-Token': token } });
  const body = (await res.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return performance.now() - started;
}

async function main() {
  console.log(
    `Archive statistics bench: node ${process.version}, ${os.cpus().length} CPUs, ${ARCHIVES.toLocaleString()} archives, ${RUNS} runs per case`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  try {
    server = await startBenchServer(dataDir);
    await stopServer(server);
    const made = generateArchives(path.join(dataDir, 'vets.db'), ARCHIVES);
    console.log(
      `generated ${made.archives.toLocaleString()} archives, ${made.jobResults.toLocaleString()} job results, ${made.registrations.toLocaleString()} registrations in ${made.seconds.toFixed(1)} s`,
    );
    server = await startBenchServer(dataDir);
    const { token } = await login(server.base);
    const rows: string[] = [];
    let worst = 0;
    for (const [name, region] of REGIONS)
      for (const [type, period] of PERIODS) {
        const url = `/api/archive/statistics/summary?periodType=${type}&period=${period}&regionCode=${region}`;
        await time(server.base, token, url);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await time(server.base, token, url));
        const p95 = percentile(times, 95);
        worst = Math.max(worst, p95);
        rows.push(
          `${`${name} ${type} ${period}`.padEnd(28)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  max ${Math.max(
            ...times,
          )
            .toFixed(1)
            .padStart(7)} ms`,
        );
      }
    const trend: number[] = [];
    for (let i = 0; i < 10; i++)
      trend.push(
        await time(
          server.base,
          token,
          '/api/archive/statistics/trend?periodType=month&period=2026-06',
        ),
      );
    console.log(rows.join('\n'));
    console.log(
      `province 12-month trend: p50 ${percentile(trend, 50).toFixed(1)} ms, max ${Math.max(...trend).toFixed(1)} ms`,
    );
    console.log(
      `summary p95 worst case: ${worst.toFixed(1)} ms (target ≤ 300 ms): ${worst <= 300 ? 'met' : 'NOT met'}`,
    );
  } finally {
    if (server) await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
