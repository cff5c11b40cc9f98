import fs from 'node:fs';
import path from 'node:path';

/**
 * Which tests may run side by side. The specs run in two workers; a test that its neighbour
 * would disturb says so by tag:
 * - `@alone`: it measures time (a push within 1 s, a poll within 7 s, a highlight of 1.4 s), so
 *   it runs with no other test beside it: a second browser at work slows the first;
 * - `@counts-companies` and `@adds-companies`: a test that counts or orders every company (the
 *   picker's total, the export's first row) does not run beside one that adds companies.
 * Before a test starts, its worker waits until these rules admit it. The running tests are
 * kept in a file of the run's data directory with their worker's process id (a worker gone
 * without saying goodbye is dropped), changed only while holding a lock directory (mkdir makes
 * it or fails, atomically). A test waiting to run alone holds new neighbours back, so it is not
 * starved.
 */
export const ALONE = '@alone';
export const COUNTS_COMPANIES = '@counts-companies';
export const ADDS_COMPANIES = '@adds-companies';

interface Running {
  pid: number;
  tags: string[];
}

interface Board {
  running: Running[];
  /** The worker of a test waiting to run alone, and when it last looked. */
  waitingAlone: { pid: number; at: number } | null;
}

/** How long a waiting `@alone` test holds others back after it last looked. */
const WAITING_FRESH_MS = 2000;

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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads, changes and writes the board while holding the lock. */
async function onBoard<T>(update: (board: Board) => T): Promise<T> {
  const lock = path.join(dataDir(), 'side-by-side.lock');
  while (!tryMkdir(lock)) await sleep(10);
  try {
    const file = path.join(dataDir(), 'side-by-side.json');
    const board: Board = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8'))
      : { running: [], waitingAlone: null };
    const result = update(board);
    fs.writeFileSync(file, JSON.stringify(board));
    return result;
  } finally {
    fs.rmdirSync(lock);
  }
}

function clash(mine: string[], theirs: string[]): boolean {
  const either = (tag: string) => mine.includes(tag) || theirs.includes(tag);
  const across = (a: string, b: string) =>
    (mine.includes(a) && theirs.includes(b)) || (mine.includes(b) && theirs.includes(a));
  return either(ALONE) || across(COUNTS_COMPANIES, ADDS_COMPANIES);
}

/** Enters this worker's test on the board once the rules allow; resolves to its leaving. */
export async function enterSideBySide(tags: string[]): Promise<() => Promise<void>> {
  const pid = process.pid;
  const alone = tags.includes(ALONE);
  const admitted = (board: Board) => {
    const now = Date.now();
    // A worker runs one test at a time: an entry of this worker is left over from a test that
    // ended without leaving.
    board.running = board.running.filter((r) => r.pid !== pid && alive(r.pid));
    const held =
      !alone &&
      board.waitingAlone !== null &&
      board.waitingAlone.pid !== pid &&
      now - board.waitingAlone.at < WAITING_FRESH_MS;
    if (held || board.running.some((r) => clash(tags, r.tags))) {
      if (alone) board.waitingAlone = { pid, at: now };
      return false;
    }
    if (board.waitingAlone?.pid === pid) board.waitingAlone = null;
    board.running.push({ pid, tags });
    return true;
  };
  while (!(await onBoard(admitted))) await sleep(100);
  return () =>
    onBoard((board) => {
      board.running = board.running.filter((r) => r.pid !== pid);
    });
}
