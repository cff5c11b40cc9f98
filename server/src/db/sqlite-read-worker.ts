/**
 * Worker-thread entry of the read connection (see worker-read-dialect.ts): a read-only
 * connection to the same SQLite file that answers `{ id, sql, parameters }` with the rows.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SQLite } from './sqlite-driver.js';
import { CachedStatementDatabase } from './sqlite-statement-cache.js';

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadReply = { id: number; rows: unknown[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('sqlite-read-worker runs only as a worker thread');

const sqlite = new SQLite((workerData as { file: string }).file, {
  readonly: true,
  fileMustExist: true,
});
sqlite.pragma('busy_timeout = 5000');
const statements = new CachedStatementDatabase(sqlite);

port.on('message', ({ id, sql, parameters }: ReadRequest) => {
  let reply: ReadReply;
  try {
    const statement = statements.prepare(sql);
    if (!statement.reader) throw new Error('the read connection runs queries only');
    reply = { id, rows: statement.all(parameters) as unknown[] };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
