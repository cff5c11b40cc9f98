import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { type ImportLimits, tooLarge } from './import-limits.js';
import { TagCounter } from './tag-counter.js';

interface ZipEntry extends Readable {
  path: string;
}
interface Unzipper {
  Parse(options: { forceStream: true }): NodeJS.ReadWriteStream & AsyncIterable<ZipEntry>;
}

/** The zip parser exceljs itself reads with, so that this walk sees the entries exceljs will. */
const exceljsRequire = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const unzipper = exceljsRequire('unzipper') as Unzipper;

/** The parts exceljs streams a row at a time (its own test); every other part counts as whole. */
const WORKSHEET = /xl\/worksheets\/sheet\d+[.]xml/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** What a walk has inflated so far, refused the moment it passes a limit. */
class Expansion {
  private entries = 0;
  private total = 0;

  constructor(private readonly limits: ImportLimits) {}

  entry(): void {
    if (++this.entries > this.limits.maxEntries) throw tooLarge.entries(this.limits.maxEntries);
  }

  async read(entry: ZipEntry): Promise<void> {
    const worksheet = WORKSHEET.test(entry.path);
    const partLimit = worksheet ? Number.POSITIVE_INFINITY : this.limits.maxPartBytes;
    const strings = entry.path === SHARED_STRINGS ? new TagCounter('si') : null;
    const rows = worksheet ? new TagCounter('row') : null;
    let size = 0;
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      size += chunk.length;
      this.total += chunk.length;
      if (this.total > this.limits.maxExpandedBytes)
        throw tooLarge.expanded(this.limits.maxExpandedBytes);
      if (size > partLimit) throw tooLarge.expanded(partLimit);
      if (strings && strings.add(chunk) > this.limits.maxSharedStrings)
        throw tooLarge.sharedStrings(this.limits.maxSharedStrings);
      if (rows && rows.add(chunk) > this.limits.maxRows) throw tooLarge.rows(this.limits.maxRows);
    }
  }
}

/**
 * Inflates every entry of an .xlsx once, keeping nothing, and refuses it (413) as soon as it
 * passes a limit: entries, bytes inflated in all and per part read whole, shared strings, rows
 * of a worksheet. The bytes counted are those inflated, not the sizes the zip headers claim.
 * A file that is no zip rejects with the parser's error.
 */
export async function checkZipBounds(filePath: string, limits: ImportLimits): Promise<void> {
  const source = createReadStream(filePath);
  const zip = source.pipe(unzipper.Parse({ forceStream: true }));
  const expansion = new Expansion(limits);
  // A file cut short fails the parser, not the entry being read, and the parser still hands
  // out entries it had queued: either would then wait forever for data. Only an entry being
  // read is destroyed: one never read has no listener, and its error would crash the process.
  let failure: Error | null = null;
  let current: ZipEntry | null = null;
  zip.on('error', (error: Error) => {
    failure = error;
    current?.destroy(error);
  });
  try {
    for await (const entry of zip) {
      if (failure) throw failure;
      expansion.entry();
      current = entry;
      await expansion.read(entry);
    }
    if (failure) throw failure;
  } finally {
    source.destroy();
  }
}
