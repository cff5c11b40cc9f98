/**
 * `npm run typecheck`: TypeScript over every workspace, in two lanes side by side (tsc uses one
 * core; CI has two). Each lane runs in order, since bench reads the server's built types. A
 * command's output is printed when it ends, so the lanes' messages do not interleave.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const LANES = [
  [
    ['-b', 'contracts', 'server'],
    ['-p', 'bench/tsconfig.json', '--noEmit'],
    ['-p', 'e2e/tsconfig.json', '--noEmit'],
  ],
  [
    ['-p', 'server/test/tsconfig.json'],
    ['-p', 'web/tsconfig.json', '--noEmit'],
  ],
];

function check(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      console.log(`> tsc ${args.join(' ')}${code === 0 ? '' : ` (exit ${code})`}`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

async function lane(commands) {
  for (const args of commands) if (!(await check(args))) return false;
  return true;
}

const passed = await Promise.all(LANES.map(lane));
if (passed.includes(false)) process.exit(1);
