import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { iterateStream } from './exceljs-stream-end-fix.js';

/** A stream that, like unzipper's parser, says 'end' while an entry still waits in its buffer. */
function earlyEndStream(): Readable {
  const stream = new Readable({ objectMode: true, read() {} });
  stream.push('rels');
  setTimeout(() => {
    stream.push('workbook.xml');
    stream.emit('end');
    setTimeout(() => stream.push(null), 5);
  }, 5);
  return stream;
}

describe('exceljs stream iteration', () => {
  it('delivers an entry still buffered when the stream says end early', async () => {
    const seen: unknown[] = [];
    for await (const item of iterateStream(earlyEndStream())) {
      seen.push(item);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(['rels', 'workbook.xml']);
  });

  it('passes a stream error on', async () => {
    const stream = new Readable({ read() {} });
    setTimeout(() => stream.destroy(new Error('坏的压缩包')), 5);
    await expect(async () => {
      for await (const _ of iterateStream(stream)) void _;
    }).rejects.toThrow('坏的压缩包');
  });
});
