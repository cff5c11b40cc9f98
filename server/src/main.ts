import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SessionService } from './core/auth/session-service.js';
import { Clock } from './db/clock.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { runSeed } from './db/seed/index.js';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { db, dialect, close } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'vets.db'),
  });
  const clock = new Clock(config.timeZone);
  await migrateToLatest(db);
  const seed = await runSeed(db, clock, config.adminPassword);
  const ctx = { db, dialect, config, clock, sessions: new SessionService(db) };
  const app = await buildApp(ctx, { trustProxy: process.env.TRUST_PROXY === 'true' });

  if (seed.generatedAdminPassword) printAdminPassword(seed.generatedAdminPassword);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { dialect, port: config.port, startupMs: Math.round(performance.now() - startedAt) },
    'ready',
  );
}

/** Shown once, on the start that created `admin`; it is not stored in clear anywhere. */
function printAdminPassword(password: string): void {
  const line = '='.repeat(64);
  process.stdout.write(
    `\n${line}\n  首次启动：已创建管理员账号\n  用户名：admin\n  密码：  ${password}\n  此密码只显示这一次，请立即登录并修改。\n${line}\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `启动失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
