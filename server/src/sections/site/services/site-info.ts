import { type SiteInfo, siteInfoSchema } from '@vets/contracts';
import type { Db } from '../../../db/database.js';

const KEY = 'site.info';

/** What a fresh installation's footer says until an administrator fills in the rest. */
const DEFAULT_SITE_INFO: SiteInfo = {
  hostOrganization: '河北省退役军人事务厅',
  undertaker: '河北省退役军人就业创业服务中心',
  address: '河北省石家庄市',
  postcode: '',
  hotline: '12345',
  serviceHours: '工作日 9:00-12:00，13:30-17:30',
  email: '',
  icpNumber: '',
  policeNumber: '',
};

export async function readSiteInfo(db: Db): Promise<SiteInfo> {
  const row = await db
    .selectFrom('sysSetting')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_SITE_INFO;
  const parsed = siteInfoSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_SITE_INFO;
}

export async function writeSiteInfo(db: Db, info: SiteInfo): Promise<void> {
  await db
    .insertInto('sysSetting')
    .values({ key: KEY, value: JSON.stringify(info) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(info) }))
    .execute();
}

/** Demo filing numbers (synthetic), so the demo footer reads like a finished site. */
export async function seedDemoSiteInfo(db: Db): Promise<void> {
  const info = await readSiteInfo(db);
  if (info.icpNumber) return;
  await writeSiteInfo(db, {
    ...info,
    address: '河北省石家庄市长安区中山东路',
    postcode: '050000',
    email: 'jycy@example.gov.cn',
    icpNumber: '冀ICP备20260001号-1',
    policeNumber: '冀公网安备13010202000001号',
  });
}
