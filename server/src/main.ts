import { bootstrap } from './bootstrap.js';
import { loadConfig } from './core/config.js';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await bootstrap(config, { trustProxy: process.env.TRUST_PROXY === 'true' });
  const { app } = server;
  if (server.generatedAdminPassword) printAdminPassword(server.generatedAdminPassword);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      dialect: server.ctx.dialect,
      port: config.port,
      startupMs: Math.round(performance.now() - startedAt),
    },
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
