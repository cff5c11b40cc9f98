import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type ImportLimits, tooLarge } from './import-limits.js';

/**
 * The worker that parses a legacy .xls. SheetJS reads the whole file at once and synchronously
 * (about 3 s for 50,000 rows), which on the main thread would stall every other request; in a
 * worker it does not. It reads at most one row past the limit, and refuses a sheet wider than
 * the limit before laying its cells out in rows. Plain CommonJS, so that it runs the same from
 * the built server and from the TypeScript sources under test.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
try {
  const XLSX = require(workerData.xlsx);
  const { maxRows, maxColumns } = workerData.limits;
  const workbook = XLSX.read(fs.readFileSync(workerData.file), {
    type: 'buffer',
    cellDates: true,
    sheetRows: maxRows + 1,
  });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : null;
  const range = sheet && sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  if (range && range.e.c + 1 > maxColumns) {
    parentPort.postMessage({ limit: 'columns' });
  } else {
    const rows = sheet
      ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true })
      : [];
    if (rows.length > maxRows) parentPort.postMessage({ limit: 'rows' });
    else {
      for (let i = 0; i < rows.length; i += workerData.chunk)
        parentPort.postMessage({ rows: rows.slice(i, i + workerData.chunk) });
      parentPort.postMessage({ done: true });
    }
  }
} catch (error) {
  parentPort.postMessage({ error: String((error && error.message) || error) });
}
`;

const XLSX_PATH = createRequire(import.meta.url).resolve('@e965/xlsx');
const CHUNK = 1000;
/** The worker's heap: a full 65,536-row sheet fits; a file that needs more ends the worker only. */
const WORKER_HEAP_MB = 1024;

type Message =
  | { rows: unknown[][] }
  | { done: true }
  | { error: string }
  | { limit: 'rows' | 'columns' }
  | { outOfMemory: true };

function limitError(message: Message, limits: ImportLimits): Error | null {
  if ('outOfMemory' in message) return tooLarge.memory();
  if (!('limit' in message)) return null;
  return message.limit === 'rows'
    ? tooLarge.rows(limits.maxRows)
    : tooLarge.columns(limits.maxColumns);
}

/**
 * Rows of the first worksheet of an .xls, parsed in a worker thread and handed over a chunk at
 * a time. A file SheetJS cannot read rejects with its message; one past the limits, or one
 * whose parse outgrows the worker's heap, with the client's 413.
 */
export async function* xlsWorkerRows(
  filePath: string,
  limits: ImportLimits,
): AsyncGenerator<unknown[]> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file: filePath, xlsx: XLSX_PATH, chunk: CHUNK, limits },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const queue: Message[] = [];
  let wake: () => void = () => {};
  const push = (m: Message) => {
    queue.push(m);
    wake();
  };
  worker.on('message', push);
  worker.on('error', (error: Error & { code?: string }) =>
    push(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { outOfMemory: true } : { error: error.message },
    ),
  );
  worker.on('exit', () => push({ error: '读取进程意外结束' }));
  try {
    while (true) {
      if (!queue.length)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      const message = queue.shift()!;
      const refused = limitError(message, limits);
      if (refused) throw refused;
      if ('done' in message) return;
      if ('error' in message) throw new Error(message.error);
      if ('rows' in message) yield* message.rows;
    }
  } finally {
    await worker.terminate();
  }
}
