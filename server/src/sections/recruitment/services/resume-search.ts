import { isCityCode, isProvinceCode } from '@vets/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../../core/app-context.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import { containsText, startsWithText } from '../../../db/like.js';
import { recruitmentDb } from '../tables.js';

interface ResumeSearch {
  keyword?: string | undefined;
  education?: string | undefined;
  regionCode?: string | undefined;
  militaryBranch?: string | undefined;
  categoryId?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** FTS5's trigram index answers phrases of three characters or more; shorter ones scan. */
const FTS_MIN_LENGTH = 3;

/**
 * Chinese full text over resumes (name, specialty, skills, history, self-evaluation) with
 * filters; public resumes in the caller's scope only. Returns ids in order and the total.
 */
export async function searchResumes(ctx: AppContext, s: ResumeSearch, inScope: ScopedIds) {
  let q = recruitmentDb(ctx.db).selectFrom('zpResume').where('visibility', '=', '1');
  if (inScope) q = q.where('id', 'in', inScope);
  const keyword = s.keyword?.trim();
  if (keyword) {
    if (ctx.dialect === 'sqlite' && [...keyword].length >= FTS_MIN_LENGTH) {
      const phrase = `"${keyword.replaceAll('"', '""')}"`;
      q = q.where('id', 'in', (eb) =>
        eb
          .selectFrom('zpResumeFts')
          .select('resumeId')
          .where(sql<boolean>`zp_resume_fts match ${phrase}`),
      );
    } else q = q.where(containsText('search_text', keyword));
  }
  if (s.education) q = q.where('education', '=', s.education);
  if (s.militaryBranch) q = q.where('militaryBranch', '=', s.militaryBranch);
  if (s.regionCode) {
    const code = s.regionCode;
    if (isProvinceCode(code)) q = q.where(startsWithText('region_code', code.slice(0, 2)));
    else if (isCityCode(code)) q = q.where(startsWithText('region_code', code.slice(0, 4)));
    else q = q.where('regionCode', '=', code);
  }
  if (s.categoryId) {
    const categoryId = s.categoryId;
    q = q.where('id', 'in', (eb) =>
      eb
        .selectFrom('zpResumeMatchKey')
        .select('resumeId')
        .where('kind', 'in', ['cat', 'catp'])
        .where('code', '=', categoryId),
    );
  }
  const { total } = await q
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .select('id')
    .orderBy('updateTime', 'desc')
    .orderBy('createTime', 'desc')
    .orderBy('id')
    .limit(s.pageSize)
    .offset((s.pageNo - 1) * s.pageSize)
    .execute();
  return { ids: rows.map((r) => r.id), total: Number(total) };
}
