/**
 * Upload figures (issue 22, C.3): one user sending BURST files of about 20 MB at once (the
 * reported 10 × 20 MB in 0.5 s, and more), with the default rate and daily quota: how many are
 * stored, how many refused, and how much the disk grew; then what serving a file costs when it
 * is public, private with the session header, and private through a signed address.
 * Run with `npm run build` first; `npm run bench:uploads -w bench`. BURST changes the count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  login,
  makeTempDir,
  percentile,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const BURST = Number(process.env.BURST ?? 30);
const READS = Number(process.env.READS ?? 300);
const MB = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function diskBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

async function upload(server: Server, token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('biz', 'bench');
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${server.base}/api/sys/common/upload`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  const body = (await res.json()) as { message: string };
  return { status: res.status, message: body.message };
}

async function api(server: Server, token: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { result: unknown; message: string };
}

async function burst(server: Server, token: string, uploadsDir: string) {
  const big = Buffer.concat([PNG, Buffer.alloc(20 * MB - PNG.length - 1024)]);
  const before = diskBytes(uploadsDir);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => upload(server, token, `scan${i}.png`, big)),
  );
  const ms = performance.now() - started;
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const refusals = [...new Set(answers.filter((a) => a.status !== 200).map((a) => a.message))];
  console.log(
    `burst: ${BURST} × ${(big.length / MB).toFixed(1)} MB from one user in ${ms.toFixed(0)} ms`,
  );
  console.log(
    `  stored ${count(200)}, refused 429 ${count(429)}, other ${BURST - count(200) - count(429)}`,
  );
  console.log(`  disk grew ${((diskBytes(uploadsDir) - before) / MB).toFixed(1)} MB`);
  for (const m of refusals) console.log(`  refusal: ${m}`);
}

/** Latency of READS sequential downloads of `url` with `headers`. */
async function reads(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    times.push(performance.now() - started);
  }
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;
}

async function serving(server: Server, token: string) {
  const [publicKey, privateKey] = [
    (await upload(server, token, 'logo.png', PNG)).message,
    (await upload(server, token, 'licence.png', PNG)).message,
  ];
  // A banner makes the first public; the second stays the uploader's own, private.
  await api(server, token, 'POST', '/sys/banner/add', {
    title: '横幅',
    image: publicKey,
    status: '1',
    sortNo: 1,
  });
  const links = (await api(server, token, 'POST', '/sys/common/fileLinks', { paths: [privateKey] }))
    .result as Array<{ signature: string }>;
  const at = (key: string) => `${server.base}/api/sys/common/static/${key}`;
  console.log(`serving a small image, ${READS} sequential reads each:`);
  console.log(`  public, no session:         ${await reads(at(publicKey), {})}`);
  console.log(
    `  private, session header:    ${await reads(at(privateKey), { 'x-access-token': token })}`,
  );
  const signed = `${at(privateKey)}?sig=${encodeURIComponent(links[0]!.signature)}`;
  console.log(`  private, signed address:    ${await reads(signed, {})}`);
}

const dataDir = makeTempDir();
const server = await startBenchServer(dataDir);
try {
  const { token } = await login(server.base);
  await burst(server, token, path.join(dataDir, 'uploads'));
  // The serving figures need room under the rate after the burst.
  await api(server, token, 'PUT', '/sys/uploadLimits/save', { perMinute: 1000, dailyMb: 100_000 });
  await serving(server, token);
} finally {
  await stopServer(server);
}
