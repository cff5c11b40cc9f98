import { idCardCheckChar } from '@vets/contracts';
import { expect } from 'vitest';
import type { AppContext } from '../../src/core/app-context.js';
import { createRole } from './permissions.js';
import type { apiCaller } from './test-app.js';
import { allTables } from './test-db.js';

type Call = ReturnType<typeof apiCaller>;

/** A valid ID number of a person born in `region` on `birth`, sequence `seq` from 100 up. */
export function archiveIdCard(region: string, birth: string, seq: number): string {
  const body = `${region}${birth}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
}

/** A valid ID number ending in the check character X. */
export function idCardEndingInX(region: string, birth: string): string {
  for (let seq = 100; seq < 999; seq++) {
    const id = archiveIdCard(region, birth, seq);
    if (id.endsWith('X')) return id;
  }
  throw new Error('no X check digit found');
}

/** The org code of the department (office) seeded for a region. */
export async function officeOf(ctx: AppContext, regionCode: string): Promise<string> {
  const row = await allTables(ctx.db)
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('regionCode', '=', regionCode)
    .orderBy('orgCode')
    .executeTakeFirstOrThrow();
  return row.orgCode;
}

export async function addArchive(
  call: Call,
  realName: string,
  idCard: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await call('POST', '/archive/basic/add', {
    realName,
    idCard,
    phone: '13912345678',
    residenceRegion: '130102',
    employmentStatus: '2',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown>;
}

const ARCHIVE_PAGE = 'menu-arc-basic';

/**
 * A role holding the archive page and its buttons except 查看敏感信息 (the 8th button,
 * the sensitive permission), with the lists built on the archive.
 */
export async function createRoleWithoutSensitive(ctx: AppContext, id: string): Promise<void> {
  const pages = ['basic', 'unemployment', 'jobResult', 'intention'].map((k) => `menu-arc-${k}`);
  const buttons = pages.flatMap((page) =>
    [1, 2, 3, 4, 5, 6, 7, 8]
      .filter((b) => !(page === ARCHIVE_PAGE && b === 8))
      .map((b) => `${page}-b${b}`),
  );
  await createRole(ctx, {
    id,
    name: '档案（无敏感）',
    permissionIds: ['menu-arc', ...pages, ...buttons],
  });
}
