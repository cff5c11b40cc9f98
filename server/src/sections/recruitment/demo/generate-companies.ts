import type { Insertable } from 'kysely';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { creditCode, mobilePhone, unique } from '../../../db/demo/demo-identifiers.js';
import { addDays, earlier } from '../../../db/demo/demo-time.js';
import { personName } from '../../../db/demo/person-names.js';
import { newId } from '../../../db/ids.js';
import type { RecruitmentTables } from '../tables.js';
import { companyName, shortPlaceName, streetAddress } from './demo-names.js';
import { AUDIT_REJECT_REASONS, SECTORS, type Sector } from './demo-vocabulary.js';
import type { District, GeneratorContext } from './generator-context.js';

/** What later steps need of a company. */
export interface DemoCompany {
  id: string;
  name: string;
  district: District;
  sector: Sector;
  industry: string | null;
  approved: boolean;
  address: string;
  contactName: string;
  contactPhone: string;
}

type CompanyRow = Insertable<RecruitmentTables['zpCompany']>;

const OWNERSHIP: ReadonlyArray<readonly [string, number]> = [
  ['3', 70],
  ['1', 12],
  ['2', 3],
  ['4', 5],
  ['5', 3],
  ['6', 2],
  ['7', 2],
  ['9', 3],
];
const SCALE: ReadonlyArray<readonly [string, number]> = [
  ['1', 15],
  ['2', 35],
  ['3', 25],
  ['4', 15],
  ['5', 10],
];
const STAFF_BY_SCALE: Record<string, number> = { '1': 15, '2': 60, '3': 200, '4': 500, '5': 1200 };

function introduction(ctx: GeneratorContext, c: DemoCompany, scale: string, veteran: boolean) {
  const year = ctx.rng.int(1998, Number(ctx.now.slice(0, 4)) - 1);
  const tail = veteran
    ? '公司积极落实退役军人就业优待政策，优先招用退役军人，并为其提供岗前培训。'
    : '公司重视人才培养，为员工提供完善的培训与晋升体系。';
  return `${c.name}成立于${year}年，位于${c.district.cityName}${c.district.name}，主要从事${c.sector.business}。公司现有员工${STAFF_BY_SCALE[scale]}余人。${tail}`;
}

function companyRow(ctx: GeneratorContext, names: Set<string>, codes: Set<string>) {
  const { rng, now } = ctx;
  const district = rng.pick(ctx.districts);
  const sector = rng.pick(SECTORS);
  const place = rng.chance(0.2) ? '河北' : shortPlaceName(district.cityName);
  const name = unique(names, () => companyName(rng, place, sector));
  const status = rng.weighted([
    ['1', 85],
    ['0', 10],
    ['2', 5],
  ] as const);
  const scale = rng.weighted(SCALE);
  const veteran = rng.chance(0.4);
  const createTime = addDays(now, -rng.int(210, 600) - rng.next());
  const auditTime = status === '0' ? null : earlier(addDays(createTime, rng.int(1, 5)), now);
  const company: DemoCompany = {
    id: newId(),
    name,
    district,
    sector,
    industry: ctx.industryId(rng.pick(sector.industries)),
    approved: status === '1',
    address: streetAddress(rng, `${district.cityName}${district.name}`),
    contactName: personName(rng, rng.chance(0.6)),
    contactPhone: mobilePhone(rng),
  };
  const row: CompanyRow = {
    id: company.id,
    companyName: name,
    creditCode: unique(codes, () => creditCode(rng, district.code)),
    legalPerson: personName(rng, rng.chance(0.8)),
    industry: company.industry,
    ownership: rng.weighted(OWNERSHIP),
    scale,
    regionCode: district.code,
    address: company.address,
    contactName: company.contactName,
    contactPhone: company.contactPhone,
    veteranPriority: veteran ? 'Y' : 'N',
    introduction: introduction(ctx, company, scale, veteran),
    logo: null,
    licenseImage: null,
    auditStatus: status,
    auditReason: status === '2' ? rng.pick(AUDIT_REJECT_REASONS) : null,
    auditTime,
    sysOrgCode: null,
    createBy: 'system',
    createTime,
    updateBy: auditTime ? 'system' : null,
    updateTime: auditTime,
  };
  return { company, row };
}

/** `count` companies: about 85% approved, 10% pending, 5% rejected with a reason. */
export async function generateCompanies(
  ctx: GeneratorContext,
  count: number,
): Promise<DemoCompany[]> {
  const names = new Set<string>();
  const codes = new Set<string>();
  const existing = await ctx.db
    .selectFrom('zpCompany')
    .select(['companyName', 'creditCode'])
    .execute();
  for (const c of existing) {
    names.add(c.companyName);
    codes.add(c.creditCode);
  }
  const companies: DemoCompany[] = [];
  for (let done = 0; done < count; ) {
    const n = Math.min(ctx.batchSize, count - done);
    const batch = Array.from({ length: n }, () => companyRow(ctx, names, codes));
    await ctx.db.transaction().execute((trx) =>
      insertRows(
        trx,
        'zpCompany',
        batch.map((b) => b.row),
        ctx.batchSize,
      ),
    );
    companies.push(...batch.map((b) => b.company));
    done += n;
    ctx.progress('companies', done);
  }
  return companies;
}
