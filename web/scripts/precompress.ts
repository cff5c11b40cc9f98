import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes .br and .gz next to each built text asset; the server sends them to browsers that ask.
 * Runs after `vite build` rather than inside it: brotli at quality 11 is most of the build's
 * time, and here it runs in the thread pool, every file at once, outside the bundler's hooks.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;
const outDir = path.resolve(import.meta.dirname, '../dist');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compress(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [gzipped, brotlied] = await Promise.all([
    gz(data, { level: 9 }),
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await fs.writeFile(`${file}.gz`, gzipped);
  await fs.writeFile(`${file}.br`, brotlied);
}

const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
const started = Date.now();
await Promise.all(files.map(compress));
console.log(`precompressed ${files.length} files in ${Date.now() - started} ms`);
