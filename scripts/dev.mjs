/**
 * `npm run dev`: the API with automatic restarts (tsx watch) and the web app from Vite's dev
 * server with hot reload, proxying /api and /app-config.js to the API. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      WIDGET_SHOWCASE: '1',
      ...process.env,
      PORT: apiPort,
      WEB_DIST_DIR: path.join(root, 'web/no-dist-in-dev'),
    },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
