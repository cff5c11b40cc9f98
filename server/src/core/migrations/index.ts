import type { Migration } from 'kysely';
import * as m0001 from './0001-system-core.js';
import * as m0016 from './0016-job-runs.js';
import * as m0024 from './0024-sms-codes.js';
import * as m0029 from './0029-revisions.js';
import * as m0035 from './0035-uploads.js';

/**
 * The tables core itself reads and writes: accounts, roles, permissions and sessions, the logs,
 * dictionaries and settings (0001 also made the department tables, which system owns: a released
 * migration is never split), job runs, SMS codes, revisions and uploads. They run before any
 * section's.
 */
export const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-system-core': m0001,
  '0016-job-runs': m0016,
  '0024-sms-codes': m0024,
  '0029-revisions': m0029,
  '0035-uploads': m0035,
};
