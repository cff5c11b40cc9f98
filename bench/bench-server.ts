/**
 * Child-process entry for the throughput figures: the real app, built as server/src/main.ts
 * does, plus one bare route outside the API prefix. Env: PORT, HOST, DATA_DIR, LOG_LEVEL,
 * ADMIN_PASSWORD. Writes `READY <port>` to stderr (stdout carries the app log).
 */
import path from 'node:path';
import { buildApp } from '../server/dist/app.js';
import { loadConfig } from '../server/dist/config.js';
import { SessionService } from '../server/dist/core/auth/session-service.js';
import { Clock } from '../server/dist/db/clock.js';
import { openDatabase } from '../server/dist/db/database.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { runSeed } from '../server/dist/db/seed/index.js';

const config = loadConfig({ ...process.env, LOGIN_RATE_LIMIT: '100000' });
const { db, dialect, close } = openDatabase({
  sqliteFile: path.join(config.dataDir, 'vets.db'),
});
const clock = new Clock(config.timeZone);
await migrateToLatest(db);
await runSeed(db, clock, config.adminPassword);
const ctx = { db, dialect, config, clock, sessions: new SessionService(db) };
const app = await buildApp(ctx);
app.get('/bench/bare', async () => ({}));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .finally(() => process.exit(0));
});

await app.listen({ port: config.port, host: config.host });
process.stderr.write(`READY ${config.port}\n`);
