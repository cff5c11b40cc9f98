import type { DialectName } from '../../../db/database.js';
import { createRng } from '../../../db/demo/prng.js';
import type { RecruitmentDb } from '../tables.js';
import { generateCompanies } from './generate-companies.js';
import { generateDeliveries } from './generate-deliveries.js';
import { generateFairs } from './generate-fairs.js';
import { generatePositions } from './generate-positions.js';
import { generateResumes } from './generate-resumes.js';
import { loadGeneratorContext } from './generator-context.js';

interface GenerateRecruitmentOptions {
  companies: number;
  positions: number;
  resumes: number;
  fairs: number;
  /** The same seed (and the same reference data) gives the same data, ids aside. */
  seed: number;
  /** 'YYYY-MM-DD HH:mm:ss'; every date is placed relative to it. */
  now: string;
  /** Rows per statement and per transaction (default 500). */
  batchSize?: number;
  onProgress?: (what: string, done: number) => void;
}

/**
 * Synthetic recruitment data for Hebei: companies, positions, veterans' resumes (with their
 * search and match indexes), job fairs with booths and registrations, and applications with
 * interviews. Used by the demo seed and the benchmarks.
 */
export async function generateRecruitment(
  db: RecruitmentDb,
  dialect: DialectName,
  opts: GenerateRecruitmentOptions,
): Promise<void> {
  const ctx = await loadGeneratorContext({
    db,
    dialect,
    rng: createRng(opts.seed),
    now: opts.now,
    batchSize: opts.batchSize ?? 500,
    progress: opts.onProgress ?? (() => {}),
  });
  const companies = await generateCompanies(ctx, opts.companies);
  const positions = await generatePositions(ctx, companies, opts.positions);
  const resumes = await generateResumes(ctx, opts.resumes);
  await generateFairs(ctx, opts.fairs, positions, resumes);
  await generateDeliveries(ctx, positions, resumes);
}
