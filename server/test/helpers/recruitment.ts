import { creditCodeCheckChar, idCardCheckChar } from '@vets/contracts';
import { expect } from 'vitest';
import type { apiCaller } from './test-app.js';

type Call = ReturnType<typeof apiCaller>;

/** A valid GB 32100 code whose body ends in the 9 characters `tail` (digits and letters). */
export function creditCode(tail: string): string {
  const body = `91130100${tail.padStart(9, '0')}`.slice(0, 17);
  return body + creditCodeCheckChar(body);
}

/** A valid GB 11643 number born on `birth` (YYYYMMDD) with sequence `seq` (3 digits). */
export function idCard(region: string, birth: string, seq: string): string {
  const body = `${region}${birth}${seq}`;
  return body + idCardCheckChar(body);
}

export const zy = (code: string) => `cat-zy-${code}`;

async function added(res: Awaited<ReturnType<Call>>): Promise<Record<string, unknown>> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown>;
}

export async function addCompany(
  call: Call,
  name: string,
  tail: string,
  extra: Record<string, unknown> = {},
) {
  return added(
    await call('POST', '/recruitment/company/add', {
      companyName: name,
      creditCode: creditCode(tail),
      regionCode: '130102',
      contactName: '王经理',
      contactPhone: '13912345678',
      veteranPriority: 'N',
      ...extra,
    }),
  );
}

export async function approveCompany(call: Call, id: string) {
  const res = await call('POST', '/recruitment/company/audit', { ids: id, approve: true });
  expect(res.statusCode, res.body).toBe(200);
}

export async function addPosition(
  call: Call,
  companyId: string,
  extra: Record<string, unknown> = {},
) {
  return added(
    await call('POST', '/recruitment/position/add', {
      title: '物流配送司机',
      companyId,
      categoryId: zy('4-02'),
      headcount: 3,
      salaryMin: 5000,
      salaryMax: 8000,
      education: '3',
      experienceYears: 2,
      regionCode: '130102',
      skillTags: '驾驶,安保',
      veteranPriority: 'Y',
      expireDate: '2099-12-31',
      ...extra,
    }),
  );
}

export async function publish(call: Call, id: string) {
  return call('POST', '/recruitment/position/publish', { ids: id });
}

export async function addResume(
  call: Call,
  name: string,
  card: string,
  extra: Record<string, unknown> = {},
) {
  return added(
    await call('POST', '/recruitment/resume/add', {
      realName: name,
      idCard: card,
      phone: '13800138000',
      regionCode: '130102',
      visibility: '1',
      workYears: 0,
      ...extra,
    }),
  );
}

/** A fair on site in Shijiazhuang, published and open far ahead unless `extra` says otherwise. */
export async function addFair(call: Call, extra: Record<string, unknown> = {}) {
  return added(
    await call('POST', '/recruitment/jobFair/add', {
      title: '退役军人专场招聘会',
      fairType: '2',
      organizer: '石家庄市退役军人服务中心',
      regionCode: '130102',
      startTime: '2099-05-01 09:00:00',
      endTime: '2099-05-01 16:00:00',
      status: '1',
      ...extra,
    }),
  );
}
