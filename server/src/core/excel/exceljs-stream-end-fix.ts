import { createRequire } from 'node:module';

/**
 * exceljs 4.4's streaming reader walks the zip with a helper that stops at the first 'end'
 * event. unzipper emits an early 'end' of its own when the input is used up, while the last
 * entry may still wait in the paused stream's buffer: for a workbook exceljs wrote (template,
 * export) that entry is xl/workbook.xml, and the read fails with "reading 'sheets'" (about 1
 * read in 200 on a busy machine; exceljs issue #3064). This helper ends only at the stream's
 * real end, after its buffer is delivered. It must run before exceljs is first loaded.
 */
const require = createRequire(import.meta.url);
const iteratePath = require.resolve('exceljs/lib/utils/iterate-stream.js');
const excelPath = require.resolve('exceljs');

type Source = NodeJS.ReadableStream & { readableEnded?: boolean };

export async function* iterateStream(stream: Source): AsyncGenerator<unknown> {
  const contents: unknown[] = [];
  let ended = false;
  let error: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  stream.on('data', (chunk: unknown) => {
    contents.push(chunk);
    notify();
  });
  stream.on('end', () => {
    if (stream.readableEnded === false) return;
    ended = true;
    notify();
  });
  stream.on('error', (e: unknown) => {
    error = e;
    notify();
  });
  while (!ended || contents.length > 0) {
    if (error) throw error;
    if (contents.length > 0) {
      stream.pause();
      yield contents.shift();
      continue;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
      stream.resume();
    });
  }
  if (error) throw error;
}

/** Process-wide: a second copy of this module (a test runner's) finds the fix in place. */
const APPLIED = Symbol.for('vets.exceljs-stream-end-fix');
const marks = globalThis as { [APPLIED]?: boolean };

export function applyExceljsStreamEndFix(): void {
  if (marks[APPLIED]) return;
  if (require.cache[excelPath]) {
    throw new Error('exceljs 在修复前已被加载：请通过 core/excel/exceljs.ts 引入 exceljs');
  }
  require(iteratePath);
  const entry = require.cache[iteratePath];
  if (!entry) throw new Error('无法定位 exceljs 的 iterate-stream 模块');
  entry.exports = iterateStream;
  marks[APPLIED] = true;
}
