// The few parts of archiver's API the workbook builders use (the package ships no types).
declare module 'archiver' {
  import type { Readable, Writable } from 'node:stream';

  interface Archive extends Readable {
    append(source: Readable | Buffer | string, data: { name: string }): Archive;
    finalize(): Promise<void>;
    pipe<T extends Writable>(destination: T): T;
  }
  function archiver(
    format: 'zip',
    options?: { zlib?: { level?: number }; forceZip64?: boolean },
  ): Archive;
  export default archiver;
}
