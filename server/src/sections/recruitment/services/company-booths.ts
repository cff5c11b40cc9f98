import { boothStatus, fairStatus, fairType, positionStatus } from '@vets/contracts';
import { type DictLookup, dictText } from '../../../core/resource/dict-lookup.js';
import type { Db } from '../../../db/database.js';
import { splitWords } from '../matching/match-facts.js';
import { recruitmentDb } from '../tables.js';
import { takesSignUps } from './fair-sign-up.js';

/*
 * What a company user reads of job fairs for its booths: always by the company of the signed-in
 * user, which the caller takes from the session, never from the request.
 */

export const COMPANY_BOOTH_DICTS = [boothStatus.code, fairType.code];

/** The company's published positions, the ones a booth may bring. */
export function publishedPositionsOf(db: Db, companyId: string) {
  return recruitmentDb(db)
    .selectFrom('zpPosition')
    .select(['id', 'title'])
    .where('companyId', '=', companyId)
    .where('status', '=', positionStatus.values.published)
    .orderBy('title')
    .limit(500)
    .execute();
}

/** The company's booth applications, by fair. */
async function boothsByFair(db: Db, companyId: string, texts: DictLookup) {
  const rdb = recruitmentDb(db);
  const booths = await rdb
    .selectFrom('zpFairBooth')
    .select(['id', 'fairId', 'status', 'boothNo', 'auditReason', 'positionIds'])
    .where('companyId', '=', companyId)
    .execute();
  const ids = [...new Set(booths.flatMap((b) => splitWords(b.positionIds ?? '')))];
  const titles = new Map(
    ids.length
      ? (
          await rdb
            .selectFrom('zpPosition')
            .select(['id', 'title'])
            .where('id', 'in', ids)
            .execute()
        ).map((p) => [p.id, p.title])
      : [],
  );
  return new Map(
    booths.map((b) => [
      b.fairId,
      {
        id: b.id,
        status: b.status ?? '',
        status_dictText: dictText(texts.get(boothStatus.code), b.status),
        boothNo: b.boothNo,
        auditReason: b.auditReason,
        positionTitles: splitWords(b.positionIds ?? '').flatMap((id) => titles.get(id) ?? []),
      },
    ]),
  );
}

/**
 * Published fairs not yet over, and every fair the company applied to, soonest first; each says
 * whether it still takes applications and what became of the company's.
 */
export async function fairsForCompany(db: Db, companyId: string, now: string, texts: DictLookup) {
  const booths = await boothsByFair(db, companyId, texts);
  const applied = [...booths.keys()];
  const fairs = await recruitmentDb(db)
    .selectFrom('zpJobFair')
    .select(['id', 'title', 'fairType', 'venue', 'startTime', 'endTime', 'regDeadline', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', fairStatus.values.published), eb('endTime', '>=', now)]),
        ...(applied.length ? [eb('id', 'in', applied)] : []),
      ]),
    )
    .orderBy('startTime')
    .limit(200)
    .execute();
  return fairs.map(({ fairType: type, status, ...f }) => ({
    ...f,
    fairType_dictText: dictText(texts.get(fairType.code), type),
    open: takesSignUps({ ...f, status }, now),
    booth: booths.get(f.id) ?? null,
  }));
}
