import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SlowestFirstSequencer } from './vitest-sequencer.ts';

const contractsSrc = fileURLToPath(new URL('./contracts/src/index.ts', import.meta.url));
const alias = { '@vets/contracts': contractsSrc };

const serverProject = (
  name: string,
  env: Record<string, string>,
): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
    setupFiles: ['server/test/setup-exceljs.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // Each file builds its own app on its own database; the modules need loading once per worker.
    isolate: false,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The web tests that replace a module (`vi.mock`): a replaced module would stay replaced for the
 * files a worker runs after, so these files get a fresh module graph each. The others share one
 * per worker, which halves the unit suite (antd and React load once, not once per file).
 */
const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const webMockingTests = fs
  .readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(webRoot, file), 'utf8')));

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: { name: 'contracts', environment: 'node', include: ['contracts/src/**/*.test.ts'] },
  },
  {
    extends: './web/vite.config.ts',
    root: './web',
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...webMockingTests],
      isolate: false,
    },
  },
  {
    extends: './web/vite.config.ts',
    root: './web',
    test: { name: 'web-mocking', include: webMockingTests },
  },
  serverProject('server-sqlite', { TEST_DB: 'sqlite' }),
];
// The same server suite runs against PostgreSQL when CI provides one.
if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server-postgres', { TEST_DB: 'postgres' }));
}

/**
 * React work queued by a DOM test file's own timers (an antd motion or message timer firing
 * late) can run after that file's tests have finished and jsdom is gone, and throw "window is
 * not defined" inside React's scheduler. web/src/test-setup.ts unmounts and drains what is
 * queued by then; this ignores only that late scheduler error, never one raised by a test.
 */
const lateReactWork = (error: { message?: string; stack?: string }) =>
  error.message === 'window is not defined' &&
  String(error.stack ?? '').includes('performWorkUntilDeadline');

export default defineConfig({
  test: {
    projects,
    sequence: { sequencer: SlowestFirstSequencer },
    onUnhandledError: (error) => (lateReactWork(error) ? false : undefined),
  },
});
