import type { Migration } from 'kysely';
import * as m0001 from './0001-system-core.js';
import * as m0006 from './0006-data-rules.js';
import * as m0007 from './0007-departments.js';
import * as m0008 from './0008-tenants.js';
import * as m0013 from './0013-categories.js';
import * as m0014 from './0014-areas.js';
import * as m0016 from './0016-job-runs.js';
import * as m0024 from './0024-sms-codes.js';
import * as m0029 from './0029-revisions.js';
import * as m0033 from './0033-role-data-scope.js';
import * as m0035 from './0035-uploads.js';

/**
 * The tables core itself reads and writes (`CORE_TABLES`): departments, accounts, roles,
 * permissions, data rules and data scope, tenants, sessions, the logs, dictionaries, categories,
 * regions and settings, job runs, SMS codes, revisions and uploads. They run before any section's.
 * A released migration is never split: system's 0009 made both its own department roles and the
 * department-role tables core reads.
 */
export const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-system-core': m0001,
  '0006-data-rules': m0006,
  '0007-departments': m0007,
  '0008-tenants': m0008,
  '0013-categories': m0013,
  '0014-areas': m0014,
  '0016-job-runs': m0016,
  '0024-sms-codes': m0024,
  '0029-revisions': m0029,
  '0033-role-data-scope': m0033,
  '0035-uploads': m0035,
};
