import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest unit test files first, so that neither worker is left with a long file at the end.
 * Vitest knows how long each file took from its own cache of the last run, which a clean clone
 * (CI) lacks: there, the durations come from `test-durations.json`, a snapshot of that cache
 * (`npm run test:durations` refreshes it). A file in neither counts as slow, so it starts early.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const SNAPSHOT = path.join(root, 'test-durations.json');
const UNKNOWN_MS = 60_000;

function snapshot(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class SlowestFirstSequencer extends BaseSequencer {
  private readonly known = snapshot();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The server suite ran slower slowest-first (297 s against 254 s in clean-clone runs): its
    // slowest files are PostgreSQL's, which then all run at once beside the database server.
    if (files.some((f) => f.project.name.startsWith('server'))) return super.sort(files);
    const key = (f: TestSpecification) =>
      `${f.project.name}:${path.relative(this.ctx.config.root, f.moduleId)}`;
    const duration = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(key(f))?.duration ?? this.known[key(f)] ?? UNKNOWN_MS;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        Number(!a.project.config.isolate) - Number(!b.project.config.isolate) ||
        duration(b) - duration(a),
    );
  }
}
