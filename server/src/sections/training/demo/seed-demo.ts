import { institutionType } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { creditCode, mobilePhone } from '../../../db/demo/demo-identifiers.js';
import { hebeiCounties } from '../../../db/demo/hebei-counties.js';
import { personName } from '../../../db/demo/person-names.js';
import { createRng } from '../../../db/demo/prng.js';
import { newId } from '../../../db/ids.js';
import { RegionOffices } from '../../organisation/index.js';
import { trainingDb } from '../tables.js';

const DEMO_SEED = 20261124;
const T = institutionType.values;

/** Synthetic, plausible institutions: city, name ending, kind, what they teach. */
const INSTITUTIONS: Array<[string, string, string, string]> = [
  ['石家庄市', '退役军人职业技能培训学校', T.skillsSchool, '电工,焊工,叉车司机'],
  ['石家庄市', '职业技术学院', T.vocational, '汽车维修,数控加工,物流管理'],
  ['唐山市', '工业职业技能培训中心', T.skillsSchool, '焊工,钳工,起重装卸机械操作工'],
  ['保定市', '汽车维修技能培训学校', T.skillsSchool, '汽车维修工,新能源汽车维修'],
  ['邯郸市', '钢铁集团培训中心', T.enterprise, '炼钢工,电工,安全生产管理'],
  ['沧州市', '职业技术学院', T.vocational, '化工操作,电子商务,保安员'],
  ['廊坊市', '物流职业技能培训学校', T.skillsSchool, '物流师,仓储管理,快递员'],
  ['张家口市', '文旅服务技能培训中心', T.other, '导游,餐厅服务员,滑雪指导员'],
];

/** Demo training institutions in Hebei's cities, five of them in the training alliance. */
export async function seedDemoInstitutions(db: Db, clock: Clock): Promise<void> {
  const rng = createRng(DEMO_SEED);
  const tdb = trainingDb(db);
  const counties = await hebeiCounties(tdb);
  const offices = new RegionOffices(db);
  const now = clock.nowText();
  for (const [i, [city, ending, type, scope]] of INSTITUTIONS.entries()) {
    const county = counties.find((c) => c.cityName === city && c.name !== '市辖区') ?? counties[0]!;
    await tdb
      .insertInto('trInstitution')
      .values({
        id: newId(),
        institutionName: `${city.replace('市', '')}${ending}`,
        institutionType: type,
        creditCode: creditCode(rng, county.code),
        licenseNo: `教民${county.code}${String(100 + i)}号`,
        regionCode: county.code,
        address: `${county.cityName}${county.name}建设路${rng.int(1, 300)}号`,
        contactName: personName(rng, rng.chance(0.5)),
        contactPhone: mobilePhone(rng),
        trainingScope: scope,
        // Five of the eight belong to the 教育培训联盟 (the portal's /jypxlm).
        allianceMember: i % 2 === 0 || i === 1 ? 'Y' : 'N',
        introduction: `${city}面向退役军人开展${scope.split(',')[0]}等职业技能培训，承担退役军人适应性培训和就业技能培训任务。`,
        logo: null,
        sysOrgCode: (await offices.officeOf(county.code)) ?? null,
        version: 1,
        createBy: 'admin',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
  }
}
