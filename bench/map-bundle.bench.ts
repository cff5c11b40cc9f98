/**
 * The JS the map widget (web/src/components/RegionMap) adds to a page: the chunks its lazy
 * imports load (the widget, ECharts, Hebei's boundaries), less those the app shell (index.html)
 * and the back-office frame (BasicLayout) already load, gzipped at level 9; then the same for
 * each page that lazily imports the widget, its own chunks included. Also checks that the shell
 * and frame carry none of the widget's chunks. Reads web/dist/.vite/manifest.json: run `npm run build` first, then
 * `npm run bench:map-bundle -w bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './helpers.js';

const TARGET_KB = 400;
const WIDGET_DIR = 'src/components/RegionMap/';
const BOUNDARIES = 'virtual:hebei-counties';
/** The back-office frame every map page sits in; its chunks are loaded before any page. */
const FRAME = 'src/layouts/BasicLayout.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Keys of the chunks `roots` load through static imports. Dynamic imports are not followed: a
 * shared chunk may hold the page registry, whose dynamic imports name every page.
 */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

function main() {
  const dist = path.join(repoRoot, 'web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log('web/dist/.vite/manifest.json is missing: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // The widget's lazy imports, what LazyRegionMap.tsx loads when a page first shows a map: its
  // own modules and, through hebei-atlas.ts, the boundaries.
  const roots = Object.keys(manifest).filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      (manifest[key]!.src?.startsWith(WIDGET_DIR) || manifest[key]!.src === BOUNDARIES),
  );
  if (!roots.some((key) => manifest[key]!.src === BOUNDARIES)) {
    console.log(`no chunk for ${BOUNDARIES}: is the map widget lazily imported?`);
    process.exitCode = 1;
    return;
  }
  const frame = closure(manifest, ['index.html', FRAME]);
  const beyondFrame = (keys: string[]) =>
    [...closure(manifest, keys)]
      .filter((key) => !frame.has(key))
      .map((key) => {
        const body = fs.readFileSync(path.join(dist, manifest[key]!.file));
        const gz = gzipSync(body, { level: 9 }).length;
        return { key, file: manifest[key]!.file, raw: body.length, gz };
      })
      .sort((a, b) => b.gz - a.gz);
  const sum = (rows: { gz: number }[]) => rows.reduce((n, r) => n + r.gz, 0);
  const met = (bytes: number) => (bytes <= TARGET_KB * 1024 ? 'yes' : 'NO');
  // Pages that show a map: the chunks that lazily import the widget.
  const pages = Object.keys(manifest).filter(
    (key) =>
      !roots.includes(key) &&
      manifest[key]!.dynamicImports?.some((target) => roots.includes(target)),
  );

  console.log(`map widget roots: ${roots.map((k) => manifest[k]!.file).join(', ')}`);
  const widget = beyondFrame(roots);
  console.log("\nchunks the widget loads beyond the back-office frame's:");
  for (const r of widget)
    console.log(`  ${kb(r.gz).padStart(10)} gz  ${kb(r.raw).padStart(10)} raw  ${r.file}`);
  const rows: string[] = [];
  rows.push(
    `| map widget JS (gz) | ${kb(sum(widget))} | <= ${TARGET_KB} KB | ${met(sum(widget))} |`,
  );
  const boundaries = widget.find((r) => r.key === BOUNDARIES);
  rows.push(`| of which Hebei boundaries (gz) | ${boundaries ? kb(boundaries.gz) : '-'} | - | - |`);
  for (const page of pages) {
    const own = beyondFrame([page, ...roots]);
    const name = manifest[page]!.src ?? page;
    console.log(`\nchunks ${name} loads beyond the back-office frame's:`);
    for (const r of own)
      console.log(`  ${kb(r.gz).padStart(10)} gz  ${kb(r.raw).padStart(10)} raw  ${r.file}`);
    rows.push(
      `| ${name} with its map (gz) | ${kb(sum(own))} | <= ${TARGET_KB} KB | ${met(sum(own))} |`,
    );
  }
  const inFrame = roots.filter((key) => frame.has(key));
  rows.push(
    `| widget chunks in the shell or frame | ${inFrame.length} | 0 | ${inFrame.length ? 'NO' : 'yes'} |`,
  );
  console.log('\n| figure | value | target | met |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main();
