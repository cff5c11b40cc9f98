import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker that parses a legacy .xls. SheetJS reads the whole file at once and synchronously
 * (about 3 s for 50,000 rows), which on the main thread would stall every other request; in a
 * worker it does not. Plain CommonJS, so that it runs the same from the built server and from
 * the TypeScript sources under test.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
try {
  const XLSX = require(workerData.xlsx);
  const workbook = XLSX.read(fs.readFileSync(workerData.file), { type: 'buffer', cellDates: true });
  const name = workbook.SheetNames[0];
  const rows = name
    ? XLSX.utils.sheet_to_json(workbook.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true })
    : [];
  for (let i = 0; i < rows.length; i += workerData.chunk)
    parentPort.postMessage({ rows: rows.slice(i, i + workerData.chunk) });
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: String((error && error.message) || error) });
}
`;

const XLSX_PATH = createRequire(import.meta.url).resolve('@e965/xlsx');
const CHUNK = 1000;

type Message = { rows: unknown[][] } | { done: true } | { error: string };

/**
 * Rows of the first worksheet of an .xls, parsed in a worker thread and handed over a chunk at
 * a time. A file SheetJS cannot read rejects with its message.
 */
export async function* xlsWorkerRows(filePath: string): AsyncGenerator<unknown[]> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file: filePath, xlsx: XLSX_PATH, chunk: CHUNK },
  });
  const queue: Message[] = [];
  let wake: () => void = () => {};
  const push = (m: Message) => {
    queue.push(m);
    wake();
  };
  worker.on('message', push);
  worker.on('error', (error) => push({ error: error.message }));
  worker.on('exit', () => push({ error: '读取进程意外结束' }));
  try {
    while (true) {
      if (!queue.length)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      const message = queue.shift()!;
      if ('done' in message) return;
      if ('error' in message) throw new Error(message.error);
      yield* message.rows;
    }
  } finally {
    await worker.terminate();
  }
}
