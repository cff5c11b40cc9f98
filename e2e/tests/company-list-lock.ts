import fs from 'node:fs';
import path from 'node:path';

/**
 * The specs run in two workers side by side. A few tests count or order the whole list of
 * companies (the picker's total, the export's first row) while others add companies; those
 * must not overlap, or the count changes under the test. A test tagged `@counts-companies`
 * waits while one tagged `@adds-companies` runs, and the other way round; tests of one kind run
 * together, untagged tests anyway. The counts of running tests are kept in a file of the run's
 * data directory, changed only while holding a directory made as a lock (mkdir makes it or
 * fails, atomically).
 */
export type CompanyListRole = 'counts' | 'adds';
type Running = Record<CompanyListRole, number>;

export const COUNTS_COMPANIES = '@counts-companies';
export const ADDS_COMPANIES = '@adds-companies';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
}

function tryMkdir(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/** Reads, changes and writes the running counts while holding the lock. */
async function change<T>(update: (running: Running) => T): Promise<T> {
  const lock = path.join(dataDir(), 'company-list.lock');
  while (!tryMkdir(lock)) await sleep(10);
  try {
    const file = path.join(dataDir(), 'company-list.json');
    const running: Running = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8'))
      : { counts: 0, adds: 0 };
    const result = update(running);
    fs.writeFileSync(file, JSON.stringify(running));
    return result;
  } finally {
    fs.rmdirSync(lock);
  }
}

/** Waits until no test of the other kind runs, then counts this one in; returns its release. */
export async function holdCompanyList(role: CompanyListRole): Promise<() => Promise<void>> {
  const other: CompanyListRole = role === 'counts' ? 'adds' : 'counts';
  const admitted = (running: Running) => {
    if (running[other] > 0) return false;
    running[role] += 1;
    return true;
  };
  while (!(await change(admitted))) await sleep(100);
  return () =>
    change((running) => {
      running[role] -= 1;
    });
}

/** The role a test's tags give it, if any. */
export function companyListRole(tags: readonly string[]): CompanyListRole | null {
  if (tags.includes(COUNTS_COMPANIES)) return 'counts';
  if (tags.includes(ADDS_COMPANIES)) return 'adds';
  return null;
}
