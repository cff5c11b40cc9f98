import { insertRows } from '../../../db/demo/batch-insert.js';
import type { ResumePerson } from '../../recruitment/index.js';
import type { ArchivesDb } from '../tables.js';
import type { ArchiveContext } from './archive-context.js';
import { type ArchiveRecord, archiveRecord } from './archive-record.js';
import { randomVeteran, resumeVeteran } from './veteran.js';

async function insertBatch(trx: ArchivesDb, records: ArchiveRecord[], size: number) {
  await insertRows(
    trx,
    'arcBasic',
    records.map((r) => r.archive),
    size,
  );
  await insertRows(
    trx,
    'arcFamily',
    records.flatMap((r) => r.family),
    size,
  );
  await insertRows(
    trx,
    'arcSkill',
    records.flatMap((r) => r.skills),
    size,
  );
  await insertRows(
    trx,
    'arcTraining',
    records.flatMap((r) => r.trainings),
    size,
  );
  await insertRows(
    trx,
    'arcEmployment',
    records.flatMap((r) => r.employment),
    size,
  );
  await insertRows(
    trx,
    'arcUnemployment',
    records.flatMap((r) => r.unemployment),
    size,
  );
  await insertRows(
    trx,
    'arcJobResult',
    records.flatMap((r) => r.jobResults),
    size,
  );
  await insertRows(
    trx,
    'arcIntention',
    records.flatMap((r) => r.intentions),
    size,
  );
}

/**
 * `count` archives: first one for every resume's veteran (same number, name, phone, region),
 * then veterans drawn at random; written a batch per transaction.
 */
export async function generateArchives(
  ctx: ArchiveContext,
  resumes: readonly ResumePerson[],
  count: number,
): Promise<number> {
  const seen = new Set(
    (await ctx.db.selectFrom('arcBasic').select('idCard').execute()).map((r) => r.idCard),
  );
  const pending = resumes.filter((p) => !seen.has(p.idCard));
  const total = Math.max(count, pending.length);
  for (let done = 0; done < total; ) {
    const n = Math.min(ctx.batchSize, total - done);
    const records = Array.from({ length: n }, (_, i) => {
      const person = pending[done + i];
      return archiveRecord(
        ctx,
        person ? resumeVeteran(ctx, person, seen) : randomVeteran(ctx, seen),
      );
    });
    await ctx.db.transaction().execute((trx) => insertBatch(trx, records, ctx.batchSize));
    done += n;
  }
  return total;
}
