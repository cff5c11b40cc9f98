import { cityOf } from '@vets/contracts';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { resumeFtsRow } from '../services/resume-fts-row.js';
import { resumeMatchKeys, resumeSearchBody } from '../services/resume-index.js';
import type { RecruitmentDb } from '../tables.js';
import type { GeneratorContext } from './generator-context.js';
import { type ResumeRecord, resumeRecord } from './resume-record.js';

/** What job fairs and applications need of a resume. */
export interface DemoResume {
  id: string;
  cityCode: string;
  createTime: string;
}

/** The rows, the searchable text, the SQLite full-text rows and the match keys of a batch. */
async function insertBatch(ctx: GeneratorContext, trx: RecruitmentDb, records: ResumeRecord[]) {
  const size = ctx.batchSize;
  for (const r of records)
    r.resume.searchText = resumeSearchBody(r.resume, [...r.education, ...r.work, ...r.skills]);
  await insertRows(
    trx,
    'zpResume',
    records.map((r) => r.resume),
    size,
  );
  await insertRows(
    trx,
    'zpResumeEducation',
    records.flatMap((r) => r.education),
    size,
  );
  await insertRows(
    trx,
    'zpResumeWork',
    records.flatMap((r) => r.work),
    size,
  );
  await insertRows(
    trx,
    'zpResumeSkill',
    records.flatMap((r) => r.skills),
    size,
  );
  if (ctx.dialect === 'sqlite')
    await insertRows(
      trx,
      'zpResumeFts',
      records.map((r) => ({
        rowid: resumeFtsRow(r.resume.id),
        resumeId: r.resume.id,
        body: r.resume.searchText ?? '',
      })),
      size,
    );
  const keys = records.flatMap((r) =>
    resumeMatchKeys(
      {
        id: r.resume.id,
        intentionCategories: r.resume.intentionCategories ?? null,
        intentionRegions: r.resume.intentionRegions ?? null,
        regionCode: r.resume.regionCode,
      },
      ctx.parentOf,
    ),
  );
  await insertRows(trx, 'zpResumeMatchKey', keys, size);
}

/** `count` veterans' resumes with their sub-table rows, indexed for search and matching. */
export async function generateResumes(ctx: GeneratorContext, count: number): Promise<DemoResume[]> {
  const idCards = new Set(
    (await ctx.db.selectFrom('zpResume').select('idCard').execute()).map((r) => r.idCard),
  );
  const resumes: DemoResume[] = [];
  for (let done = 0; done < count; ) {
    const n = Math.min(ctx.batchSize, count - done);
    const records = Array.from({ length: n }, () => resumeRecord(ctx, idCards));
    await ctx.db.transaction().execute((trx) => insertBatch(ctx, trx, records));
    for (const { resume } of records)
      resumes.push({
        id: resume.id,
        cityCode: cityOf(resume.regionCode),
        createTime: resume.createTime,
      });
    done += n;
    ctx.progress('resumes', done);
  }
  return resumes;
}
