import { type AppConfig, loadConfig } from '../../src/core/config.js';

export const ADMIN_PASSWORD = 'Admin#2026test';

/** The configuration of a test app; `env` overrides the defaults. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOGIN_RATE_LIMIT: '10000',
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    STRICT_RESPONSES: '1',
    ...env,
  });
}

/** Settings the first start's seed depends on: a test app given one of them seeds its own. */
const SEED_SETTINGS = ['SEED_DEMO', 'ADMIN_PASSWORD', 'TIME_ZONE', 'WIDGET_SHOWCASE'];

/** Whether a test app with these overrides may start from the shared seeded database. */
export const seedsAsTemplate = (env: Record<string, string>) =>
  SEED_SETTINGS.every((key) => !(key in env) || (key === 'SEED_DEMO' && env[key] === '0'));
