import { expect } from 'vitest';
import { idCard } from './recruitment.js';
import type { apiCaller } from './test-app.js';

type Call = ReturnType<typeof apiCaller>;

async function added(res: Awaited<ReturnType<Call>>): Promise<Record<string, unknown>> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown>;
}

/** A grid in `regionCode` worked by `workerIds`. */
export async function addGrid(
  call: Call,
  gridName: string,
  regionCode: string,
  workerIds: string[] = [],
) {
  return added(
    await call('POST', '/grid/grid/add', { gridName, regionCode, workerIds: workerIds.join(',') }),
  );
}

let seq = 100;

/** An archive of a veteran living in `region` (a county code), in `gridId` if given. */
export async function addArchive(
  call: Call,
  realName: string,
  region: string,
  extra: Record<string, unknown> = {},
) {
  seq += 1;
  return added(
    await call('POST', '/archive/basic/add', {
      realName,
      idCard: idCard(region, '19900101', String(seq).padStart(3, '0')),
      phone: '13800138000',
      residenceRegion: region,
      employmentStatus: '2',
      ...extra,
    }),
  );
}

/** A visit to an archive's veteran on `visitDate`. */
export async function addVisit(call: Call, archiveId: string, visitDate: string, extra = {}) {
  return added(
    await call('POST', '/grid/visit/add', {
      archiveId,
      visitDate,
      visitType: '1',
      content: '入户了解就业意向',
      followUpStatus: '0',
      ...extra,
    }),
  );
}
