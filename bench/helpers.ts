import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
export const ADMIN_PASSWORD = 'Bench#Admin2026';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port that was free a moment ago, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Children still running and temp dirs not yet removed; cleaned up if the bench exits early. */
const live = new Set<ChildProcess>();
const tempDirs = new Set<string>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
  for (const dir of tempDirs) removeDir(dir);
});

export function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vets-bench-'));
  tempDirs.add(dir);
  return dir;
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export interface Server {
  child: ChildProcess;
  base: string;
  /** stderr (and stdout when piped) collected so far, for error messages. */
  output(): string;
}

export function spawnServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  opts: { pipeStdout: boolean },
): Server {
  const child = spawn(process.execPath, args, {
    cwd: benchDir,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', opts.pipeStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let out = '';
  const collect = (chunk: Buffer) => {
    out = (out + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

/** Polls `GET /api/health` every 10 ms until it answers 200; fails if the child exits. */
export async function waitForHealth(server: Server, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}) before ready:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used, in milliseconds, from /proc. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ; 100 on Linux on every architecture Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface LoginResponse {
  token: string;
  userInfo: unknown;
}

export async function login(
  base: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<LoginResponse> {
  const res = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as {
    success?: boolean;
    message?: string;
    result?: LoginResponse;
  };
  if (res.status !== 200 || !body.result?.token) {
    throw new Error(`login failed: HTTP ${res.status} ${body.message ?? ''}`);
  }
  return body.result;
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** Waits until the child has written `READY` (bench-server.ts does, on stderr). */
export async function waitForReadyLine(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!/^READY /m.test(server.output())) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`bench server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    if (performance.now() > deadline)
      throw new Error(`bench server not ready:\n${server.output()}`);
    await sleep(10);
  }
}

/**
 * Starts bench-server.ts (the built app plus a bare route) on `dataDir` and waits until it
 * listens. PROFILE_DIR=dir makes it write CPU profiles there.
 */
export async function startBenchServer(dataDir: string): Promise<Server> {
  const profile = process.env.PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_DIR]
    : [];
  const server = spawnServer(
    [...profile, '--import', 'tsx', 'bench-server.ts'],
    { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    await freePort(),
    { pipeStdout: false },
  );
  await waitForReadyLine(server);
  return server;
}
