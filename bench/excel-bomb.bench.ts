/**
 * The workbook bomb of issue 22, C.1, against the built server: an .xlsx of about 11 MB whose
 * shared strings inflate to 5 GB, sent to /sys/position/importPreview and then importExcel while
 * the server's RSS is sampled every 20 ms. Prints the file's compressed and expanded sizes, each
 * answer, the peak RSS and whether /api/health still answers.
 * Run `npm run build` first; `npm run bench:excel-bomb -w bench`. EXPANDED_GB (default 5) and
 * PADDING_MB (default 8, strings that hardly compress, to reach the size on disk) change the
 * file; RSS_CAP_MB (default 6000) kills a server that grows past it, to spare the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeXlsxBomb } from '../server/test/helpers/zip-bomb.js';
import {
  login,
  makeTempDir,
  removeDir,
  rssMb,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const MB = 1024 * 1024;
const EXPANDED_GB = Number(process.env.EXPANDED_GB ?? 5);
const PADDING_MB = Number(process.env.PADDING_MB ?? 8);
const RSS_CAP_MB = Number(process.env.RSS_CAP_MB ?? 6000);
const ROUTES = ['/api/sys/position/importPreview', '/api/sys/position/importExcel'];

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Samples the server's RSS until stopped; past the cap it kills the server. */
function sampleRss(server: Server) {
  const pid = server.child.pid!;
  let peak = 0;
  let killed = false;
  const timer = setInterval(() => {
    let rss: number;
    try {
      rss = rssMb(pid);
    } catch {
      return; // the process is gone
    }
    if (Number.isFinite(rss)) peak = Math.max(peak, rss); // a dying process reports none
    if (peak > RSS_CAP_MB && !killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { peak, killed };
    },
  };
}

async function send(server: Server, token: string, route: string, file: string) {
  const form = new FormData();
  form.append('files[]', new Blob([fs.readFileSync(file)]), 'roster.xlsx');
  const t0 = performance.now();
  try {
    const res = await fetch(`${server.base}${route}`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    const body = (await res.json()) as { message?: string };
    return { answer: `HTTP ${res.status} ${body.message ?? ''}`, ms: performance.now() - t0 };
  } catch (error) {
    return { answer: `no answer (${String(error)})`, ms: performance.now() - t0 };
  }
}

async function health(server: Server): Promise<string> {
  try {
    const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) });
    return `HTTP ${res.status}`;
  } catch {
    const { exitCode, signalCode } = server.child;
    return `no answer (server exited: ${exitCode ?? signalCode ?? 'no'})`;
  }
}

async function main() {
  console.log(`Excel bomb bench: node ${process.version}, ${os.cpus().length} CPUs`);
  const dataDir = makeTempDir();
  const file = path.join(dataDir, 'bomb.xlsx');
  const t0 = performance.now();
  const expanded = await writeXlsxBomb(file, EXPANDED_GB * 1024 * MB, PADDING_MB * MB);
  const compressed = fs.statSync(file).size;
  console.log(
    `bomb: ${mb(compressed)} on disk, ${mb(expanded)} inflated (${(expanded / compressed).toFixed(0)}:1), built in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  let server: Server | undefined;
  try {
    server = await startBenchServer(dataDir);
    const { token } = await login(server.base);
    console.log('\n| route | answer | time | RSS before | peak RSS | /api/health after |');
    console.log('|---|---|---|---|---|---|');
    for (const route of ROUTES) {
      const gone = await health(server);
      if (gone.startsWith('no answer')) break;
      const before = rssMb(server.child.pid!);
      const sampler = sampleRss(server);
      const { answer, ms } = await send(server, token, route, file);
      const { peak, killed } = sampler.stop();
      const peakText = `${peak.toFixed(0)} MB${killed ? ` (killed past ${RSS_CAP_MB} MB)` : ''}`;
      console.log(
        `| ${route} | ${answer} | ${(ms / 1000).toFixed(2)} s | ${before.toFixed(0)} MB | ${peakText} | ${await health(server)} |`,
      );
    }
  } finally {
    if (server) await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
