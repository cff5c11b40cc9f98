/**
 * Child-process entry for the throughput figures: the real app, started as server/src/main.ts
 * starts it, plus one bare route outside the API prefix. Env: PORT, HOST, DATA_DIR, LOG_LEVEL,
 * ADMIN_PASSWORD. Writes `READY <port>` to stderr (stdout carries the app log).
 */
import { bootstrap } from '../server/dist/bootstrap.js';
import { loadConfig } from '../server/dist/core/config.js';

const config = loadConfig({ ...process.env, LOGIN_RATE_LIMIT: '100000' });
const server = await bootstrap(config);
server.app.get('/bench/bare', async () => ({}));

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});

await server.app.listen({ port: config.port, host: config.host });
process.stderr.write(`READY ${config.port}\n`);
