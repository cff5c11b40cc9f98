/**
 * Child-process entry for the throughput figures: the real app, started as server/src/main.ts
 * starts it, plus one bare route outside the API prefix. Env: PORT, HOST, DATA_DIR, LOG_LEVEL,
 * ADMIN_PASSWORD. Writes `READY <port>` to stderr (stdout carries the app log).
 */
import { CompiledQuery } from 'kysely';
import { bootstrap } from '../server/dist/bootstrap.js';
import { loadConfig } from '../server/dist/core/config.js';

const config = loadConfig({ ...process.env, LOGIN_RATE_LIMIT: '100000' });
const server = await bootstrap(config);
server.app.get('/bench/bare', async () => ({}));

/**
 * The floor under an engine list: the same session lookup and the same count and page SQL as
 * `/sys/position/list`, run directly, answered as JSON. `code` or `begin`/`end` as the list takes.
 */
const COLUMNS =
  'id, create_by, create_time, update_by, update_time, version, code, name, post_rank, description';
server.app.get('/bench/floor', async (request, reply) => {
  const token = String(request.headers['x-access-token'] ?? '');
  const session = await server.ctx.sessions.find(token);
  if (!session.ok) return reply.code(401).send({ success: false });
  const q = request.query as { code?: string; begin?: string; end?: string };
  const [where, params] = q.code
    ? ['tenant_id = ? and code = ?', [0, q.code]]
    : [
        'tenant_id = ? and create_time >= ? and create_time <= ?',
        [0, q.begin, `${q.end} 23:59:59`],
      ];
  const db = server.ctx.db;
  const count = await db.executeQuery<{ total: number }>(
    CompiledQuery.raw(`select count(*) as total from sys_position where ${where}`, params),
  );
  const total = Number(count.rows[0]?.total ?? 0);
  const page = await db.executeQuery(
    CompiledQuery.raw(
      `select ${COLUMNS} from sys_position where ${where} order by create_time desc, id desc limit ? offset ?`,
      [...params, 10, 0],
    ),
  );
  return { success: true, result: { records: page.rows, total, size: 10, current: 1 } };
});

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});

await server.app.listen({ port: config.port, host: config.host });
process.stderr.write(`READY ${config.port}\n`);
