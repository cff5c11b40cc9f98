/**
 * Notification figures (issue 4): listByUser for a user with 10,000 unread announcements, and
 * the server's extra memory for 2,000 idle authenticated /websocket connections.
 * Run with `npm run build` first; `npm run bench:notice -w bench`. SOCKETS changes the count.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import {
  login,
  makeTempDir,
  percentile,
  rssMb,
  type Server,
  sleep,
  startBenchServer,
  stopServer,
} from './helpers.js';

const ANNOUNCEMENTS = 10_000;
const SOCKETS = Number(process.env.SOCKETS ?? 2000);
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** 10,000 published announcements, all unread by the admin. */
function generateAnnouncements(db: Database.Database, userId: string): void {
  const annt = db.prepare(
    `insert into sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, send_status, send_time, sender, del_flag, version, create_time)
     values (?, ?, '<p>内容</p>', ?, ?, 'ALL', '1', ?, 'admin', 0, 1, ?)`,
  );
  const send = db.prepare(
    `insert into sys_announcement_send (id, annt_id, user_id, msg_category, read_flag, create_time) values (?, ?, ?, ?, 0, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < ANNOUNCEMENTS; i++) {
      const t = now();
      const category = i % 4 === 0 ? '2' : '1';
      annt.run(`ba${i}`, `通知${i}`, ['L', 'M', 'H'][i % 3], category, t, t);
      send.run(`bs${i}`, `ba${i}`, userId, category, t);
    }
  })();
}

/** Sessions for the admin, inserted directly (2,000 logins would take minutes of hashing). */
function generateSessions(db: Database.Database, userId: string, n: number): string[] {
  const insert = db.prepare(
    `insert into sys_session (id, token_hash, user_id, tenant_id, created_at, expires_at, revoked_at, ip, user_agent, aes_key, aes_iv)
     values (?, ?, ?, 0, ?, ?, null, '127.0.0.1', 'bench', 'abcdefghijklmnop', 'abcdefghijklmnop')`,
  );
  const tokens: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const token = randomBytes(32).toString('base64url');
      insert.run(
        `bses${i}`,
        createHash('sha256').update(token).digest('hex'),
        userId,
        Date.now(),
        Date.now() + 86_400_000,
      );
      tokens.push(token);
    }
  })();
  return tokens;
}

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed ${code}`)));
  });
}

async function main() {
  console.log(`Notice bench: node ${process.version}, ${os.cpus().length} CPUs`);
  const dataDir = makeTempDir();
  const start = () => startBenchServer(dataDir);
  let server: Server | undefined;
  try {
    server = await start();
    await stopServer(server);
    const db = new Database(path.join(dataDir, 'vets.db'));
    const adminId = (
      db.prepare(`select id from sys_user where username = 'admin'`).get() as { id: string }
    ).id;
    generateAnnouncements(db, adminId);
    const tokens = generateSessions(db, adminId, SOCKETS);
    db.close();
    server = await start();
    const { token } = await login(server.base);

    const times: number[] = [];
    let totals = '';
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/sys/annountCement/listByUser`, {
        headers: { 'X-Access-Token': token },
      });
      const body = (await res.json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } };
      times.push(performance.now() - t0);
      totals = `${body.result.anntMsgTotal} + ${body.result.sysMsgTotal}`;
    }
    console.log(
      `\nlistByUser with ${ANNOUNCEMENTS.toLocaleString()} unread announcements (${totals}): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (target p50 ≤ 10 ms)`,
    );

    const pid = server.child.pid ?? 0;
    await sleep(1000);
    const before = rssMb(pid);
    const wsBase = server.base.replace(/^http/, 'ws');
    const sockets: WebSocket[] = [];
    for (let i = 0; i < tokens.length; i += 100) {
      const batch = tokens.slice(i, i + 100);
      sockets.push(
        ...(await Promise.all(
          batch.map((t) => openSocket(`${wsBase}/api/websocket/${adminId}?token=${t}`)),
        )),
      );
    }
    await sleep(3000);
    const after = rssMb(pid);
    console.log(
      `${sockets.length.toLocaleString()} idle authenticated sockets: server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB, +${(after - before).toFixed(0)} MB (target < 200 MB extra)`,
    );
    for (const ws of sockets) ws.close();
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
