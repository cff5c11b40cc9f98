/**
 * `npm run test:durations`: writes `test-durations.json` from vitest's cache of the last runs
 * (how long each test file took), for the order CI runs them in (vitest-sequencer.ts). Run it
 * after `npm run test:unit` when files were added or grew slow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.vite/vitest');
const durations = {};
for (const dir of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
  const file = path.join(cacheDir, dir, 'results.json');
  if (!fs.existsSync(file)) continue;
  const { results } = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [key, { duration }] of results) {
    const [project, testFile] = key.split(':');
    // The server suite keeps vitest's own order (vitest-sequencer.ts).
    if (project.startsWith('server')) continue;
    if (fs.existsSync(path.join(root, testFile))) durations[key] = Math.round(duration);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(path.join(root, 'test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test-durations.json: ${Object.keys(sorted).length} files`);
