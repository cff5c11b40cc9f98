import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import { XmlRecordBounds } from './xml-record-bounds.js';

/**
 * exceljs 4.4's SAX helper, replaced. Its own decodes every zip chunk on its own, so a Chinese
 * character split across two chunks turned into U+FFFD (a 100,000-row import lost about 1 row in
 * 10,000); this one keeps partial characters between chunks. It also holds every part exceljs
 * reads to the bounds of XmlRecordBounds, so that no crafted row or string grows without end in
 * memory. It must run before exceljs is first loaded, so the server loads exceljs only through
 * `exceljs.ts`.
 */
const require = createRequire(import.meta.url);
const saxPath = require.resolve('exceljs/lib/utils/parse-sax.js');
const excelPath = require.resolve('exceljs');

type SaxEvent = { eventType: string; value: unknown };

function patchedParseSax(saxes: { SaxesParser: new () => SaxParser }) {
  return async function* parseSax(
    iterable: AsyncIterable<Buffer | string>,
  ): AsyncGenerator<SaxEvent[]> {
    const parser = new saxes.SaxesParser();
    const decoder = new StringDecoder('utf8');
    const bounds = new XmlRecordBounds();
    let error: unknown;
    let events: SaxEvent[] = [];
    parser.on('error', (e: unknown) => {
      error = e;
    });
    for (const type of ['opentag', 'text', 'closetag']) {
      parser.on(type, (value: unknown) => events.push({ eventType: type, value }));
    }
    for await (const chunk of iterable) {
      bounds.bytes(chunk);
      parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      if (error) throw error;
      bounds.events(events);
      yield events;
      events = [];
    }
    const rest = decoder.end();
    if (rest) parser.write(rest);
    if (events.length) yield events;
  };
}

interface SaxParser {
  on(event: string, handler: (value: unknown) => void): void;
  write(text: string): void;
}

/** Process-wide: a second copy of this module (a test runner's) finds the fix in place. */
const APPLIED = Symbol.for('vets.exceljs-sax-fix');
const marks = globalThis as { [APPLIED]?: boolean };

export function applyExceljsSaxFix(): void {
  if (marks[APPLIED]) return;
  if (require.cache[excelPath]) {
    throw new Error('exceljs 在修复前已被加载：请通过 core/excel/exceljs.ts 引入 exceljs');
  }
  require(saxPath);
  const entry = require.cache[saxPath];
  if (!entry) throw new Error('无法定位 exceljs 的 parse-sax 模块');
  entry.exports = patchedParseSax(require('saxes'));
  marks[APPLIED] = true;
}
