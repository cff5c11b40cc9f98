/**
 * Long work beside other requests: while a job runs, a few URLs are requested one after another
 * and their latencies kept, so a bench can show that others keep being answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { percentile, type Server, sleep } from './helpers.js';

const PROBE_PAUSE_MS = 20;
export const OTHERS_TARGET_MS = 200;

export interface ProbeResult {
  times: number[];
  failures: number;
}

/** A URL under the server's `/api` to request during the job, and whether it needs the token. */
export interface ProbeTarget {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Requests one URL after another (with a short pause) until `running` turns false. */
async function probe(url: string, headers: Record<string, string>, running: () => boolean) {
  const result: ProbeResult = { times: [], failures: 0 };
  while (running()) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    result.times.push(performance.now() - t0);
    if (res.status !== 200) result.failures++;
    await sleep(PROBE_PAUSE_MS);
  }
  return result;
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

function line(name: string, r: ProbeResult): string {
  const { times } = r;
  if (!times.length) return `${name.padEnd(8)} no answer during the job`;
  const max = Math.max(...times);
  return `${name.padEnd(8)} n ${String(times.length).padStart(5)}  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(max)}${r.failures ? `  non-200 ${r.failures}` : ''}  ${max <= OTHERS_TARGET_MS ? 'within' : 'OVER'} ${OTHERS_TARGET_MS} ms`;
}

/** Runs `job` while the targets are probed; prints the job's duration and their latencies. */
export async function during(
  title: string,
  server: Server,
  headers: Record<string, string>,
  targets: ProbeTarget[],
  job: () => Promise<string>,
): Promise<{ seconds: number; outcome: string }> {
  let running = true;
  const probes = targets.map((t) =>
    probe(`${server.base}/api${t.path}`, t.signedIn ? headers : {}, () => running),
  );
  const t0 = performance.now();
  let outcome: string;
  try {
    outcome = await job();
  } finally {
    running = false;
  }
  const seconds = (performance.now() - t0) / 1000;
  const results = await Promise.all(probes);
  console.log(`\n== ${title} ==`);
  console.log(`job      ${seconds.toFixed(1)} s: ${outcome}`);
  for (const [i, t] of targets.entries()) console.log(line(t.name, results[i]!));
  return { seconds, outcome };
}

/** Uploads `file` to an import route the way the browser does; answers status and message. */
export async function importFile(
  server: Server,
  headers: Record<string, string>,
  url: string,
  file: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const res = await fetch(`${server.base}/api${url}`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { message: string };
  return `HTTP ${res.status} ${body.message}`;
}
