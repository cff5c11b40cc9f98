/**
 * `npm start`: build what is missing or stale, then run the server (web app and API on one port).
 * The server and contracts build incrementally with tsc; the web app is rebuilt only when a
 * source file is newer than the last build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n构建失败：${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

if (!fs.existsSync(at('node_modules'))) {
  console.error('请先运行 npm install');
  process.exit(1);
}

const tsc = at('node_modules/typescript/bin/tsc');
run(process.execPath, [tsc, '-b', 'contracts', 'server']);

const webBuilt = at('web/dist/index.html');
const webSources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'contracts/src',
];
const stale = Math.max(...webSources.map((p) => newestMtime(at(p)))) > newestMtime(webBuilt);
if (stale) {
  console.log('正在构建前端……');
  run(process.execPath, [
    at('node_modules/vite/bin/vite.js'),
    'build',
    at('web'),
    '--logLevel',
    'warn',
  ]);
}

await import(at('server/dist/main.js'));
