import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { ReadReply, ReadRequest } from './sqlite-read-worker.js';

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/**
 * Under the test runner this module is TypeScript source, and a worker does not inherit the
 * loader that runs it: the worker registers tsx itself before loading its entry.
 */
function spawnReadWorker(file: string): Worker {
  const workerData = { file };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./sqlite-read-worker.js', import.meta.url), { workerData });
  const entry = new URL('./sqlite-read-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Runs queries on a read-only connection in a worker thread. better-sqlite3 is synchronous: a
 * query over a million archives on the main connection holds the event loop, and every other
 * request, for as long as it runs. The worker is started on the first query and started again
 * if it dies; queries wait their turn in it, one at a time.
 */
class WorkerReadConnection implements DatabaseConnection {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly file: string) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const request: ReadRequest = { id, sql: query.sql, parameters: query.parameters };
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(request);
    }).then((rows) => ({ rows: rows as R[] }));
  }

  // biome-ignore lint/correctness/useYield: streaming is refused before the first row.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the read connection does not stream');
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = spawnReadWorker(this.file);
    worker.on('message', (reply: ReadReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.rows);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`read worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

class WorkerReadDriver implements Driver {
  private readonly connection: WorkerReadConnection;

  constructor(file: string) {
    this.connection = new WorkerReadConnection(file);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('the read connection has no transactions');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.connection.close();
  }
}

/** A Kysely dialect whose queries run in a worker thread on a read-only SQLite connection. */
export class WorkerReadDialect implements Dialect {
  constructor(private readonly file: string) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new WorkerReadDriver(this.file);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
