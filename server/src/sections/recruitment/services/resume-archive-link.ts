import { resumeResource } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import type { Actor } from '../../../core/resource/actor.js';
import type { Db, DialectName } from '../../../db/database.js';
import { recruitmentDb } from '../tables.js';
import { refreshResumeIndex } from './resume-index.js';

/** The person an employment archive keeps, as a linked resume copies it. */
export interface ArchivePerson {
  archiveId: string;
  idCard: string;
  realName: string;
  phone: string | null;
  regionCode: string | null;
  education: string | null;
  militaryBranch: string | null;
  militaryRank: string | null;
  militarySpecialty: string | null;
  enlistDate: string | null;
  dischargeDate: string | null;
}

const CHUNK = 500;

/** Whole years between enlistment and discharge, when both are known. */
function serviceYears(p: ArchivePerson): number | null {
  if (!p.enlistDate || !p.dischargeDate) return null;
  const [y1, m1, d1] = p.enlistDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = p.dischargeDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const years = y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  return Math.min(40, Math.max(0, years));
}

/** The resume columns an archive keeps; a resume's required ones keep theirs when it has none. */
function copiedColumns(p: ArchivePerson, resume: { phone: string; regionCode: string }) {
  return {
    archiveId: p.archiveId,
    realName: p.realName,
    phone: p.phone || resume.phone,
    regionCode: p.regionCode || resume.regionCode,
    education: p.education,
    militaryBranch: p.militaryBranch,
    militaryRank: p.militaryRank,
    militarySpecialty: p.militarySpecialty,
    dischargeDate: p.dischargeDate,
    serviceYears: serviceYears(p),
  };
}

/**
 * Links the resumes of these people (same ID number: both are unique and never change) to their
 * archives and copies the person over, refreshing the search index. Returns the resumes touched.
 */
export async function syncResumePeople(
  trx: Db,
  dialect: DialectName,
  people: readonly ArchivePerson[],
): Promise<string[]> {
  const rdb = recruitmentDb(trx);
  const touched: string[] = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    const byIdCard = new Map(people.slice(i, i + CHUNK).map((p) => [p.idCard, p]));
    const resumes = await rdb
      .selectFrom('zpResume')
      .select(['id', 'idCard', 'phone', 'regionCode'])
      .where('idCard', 'in', [...byIdCard.keys()])
      .execute();
    for (const resume of resumes) {
      const person = byIdCard.get(resume.idCard)!;
      await rdb
        .updateTable('zpResume')
        .set(copiedColumns(person, resume))
        .where('id', '=', resume.id)
        .execute();
      await refreshResumeIndex(rdb, dialect, resume.id);
      touched.push(resume.id);
    }
  }
  return touched;
}

/** The archives are gone: their resumes keep the last copy and become editable again. */
export async function unlinkArchives(trx: Db, archiveIds: readonly string[]): Promise<void> {
  if (!archiveIds.length) return;
  await recruitmentDb(trx)
    .updateTable('zpResume')
    .set({ archiveId: null })
    .where('archiveId', 'in', archiveIds)
    .execute();
}

/**
 * 生成简历: the veteran's resume from their archive, or the link to the one they already have.
 * The caller must also be allowed to add resumes, in their scope; a veteran making their own
 * (`forSelf`, from the archive their link matched) is bound by no department.
 */
export async function resumeFromArchive(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  person: ArchivePerson,
  options: { forSelf?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  const rdb = recruitmentDb(ctx.db);
  const existing = await rdb
    .selectFrom('zpResume')
    .select('id')
    .where('idCard', '=', person.idCard)
    .executeTakeFirst();
  if (existing) {
    await ctx.db.transaction().execute((trx) => syncResumePeople(trx, ctx.dialect, [person]));
    return { id: existing.id, created: false };
  }
  const resumes = ctx.resources.service(resumeResource);
  if (!actor.permissions.has(`${resumes.def.permission}:add`))
    throw forbidden('没有新增简历的权限，请联系管理员');
  if (!person.phone) throw badRequest('档案未填写手机号，请先在档案中补充手机号再生成简历');
  if (!person.regionCode) throw badRequest('档案未填写常住地区，请先在档案中补充再生成简历');
  const { archiveId: _, enlistDate: __, ...fields } = person;
  const added = await resumes.add(
    { ...fields, serviceYears: serviceYears(person) },
    actor,
    options.forSelf ? resumes.trustedScope(request) : await resumes.scopeFor(request),
  );
  // Linked by ID number; were this step lost, the next write of the archive links it.
  await ctx.db.transaction().execute((trx) => syncResumePeople(trx, ctx.dialect, [person]));
  return { id: String(added.id), created: true };
}
