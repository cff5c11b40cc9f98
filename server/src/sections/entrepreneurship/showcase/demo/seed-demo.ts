import { showcaseStatus } from '@vets/contracts';
import type { Clock } from '../../../../db/clock.js';
import type { Db } from '../../../../db/database.js';
import { mobilePhone } from '../../../../db/demo/demo-identifiers.js';
import { addDays } from '../../../../db/demo/demo-time.js';
import { type HebeiCounty, hebeiCounties } from '../../../../db/demo/hebei-counties.js';
import { personName } from '../../../../db/demo/person-names.js';
import { createRng, type Rng } from '../../../../db/demo/prng.js';
import { newId } from '../../../../db/ids.js';
import { RegionOffices } from '../../../organisation/index.js';
import { showcaseDb } from '../tables.js';
import {
  ACHIEVEMENTS,
  AGRI_PROJECTS,
  MEMBERS,
  NEWS,
  type Place,
  TRANSFORMATIONS,
} from './demo-content.js';

const DEMO_SEED = 20261125;
const PUBLISHED = showcaseStatus.values.published;
const DRAFT = showcaseStatus.values.draft;

/** Rich text as the editor writes it: a heading and a paragraph per section. */
const richText = (sections: Array<[string, string]>) =>
  sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join('');

const paragraphs = (texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');

/**
 * Demo showcase: 8 achievements, 6 transformation items, 5 agricultural projects with 12
 * products, 15 association members and 5 news, published over the last months (a draft or two
 * among them), each kept by the office of its region.
 */
export async function seedDemoShowcase(db: Db, clock: Clock): Promise<void> {
  const sdb = showcaseDb(db);
  const rng: Rng = createRng(DEMO_SEED);
  const counties = await hebeiCounties(sdb);
  const offices = new RegionOffices(db);
  const now = clock.nowText();
  const countyOf = ([city, county]: Place): HebeiCounty =>
    counties.find((c) => c.cityName === city && c.name === county) ??
    counties.find((c) => c.cityName === city) ??
    counties[0]!;
  const officeOf = async (code: string) => (await offices.officeOf(code)) ?? null;
  const audit = (createTime: string) => ({
    version: 1,
    createBy: 'admin',
    createTime,
    updateBy: null,
    updateTime: null,
  });
  /** Created some days before it was published, published `daysAgo` days before now. */
  const times = (daysAgo: number, published: boolean) => ({
    createTime: addDays(now, -daysAgo - rng.int(2, 10)),
    publishTime: published ? addDays(now, -daysAgo) : null,
  });

  for (const [i, a] of ACHIEVEMENTS.entries()) {
    const county = countyOf(a.place);
    const t = times(6 + i * 9, a.published);
    await sdb
      .insertInto('cyAchievement')
      .values({
        id: newId(),
        title: a.title,
        ownerName: a.owner,
        domain: a.domain,
        regionCode: county.code,
        summary: a.summary,
        cover: null,
        body: richText(a.sections),
        images: null,
        honors: a.honors.join('\n') || null,
        status: a.published ? PUBLISHED : DRAFT,
        publishTime: t.publishTime,
        viewCount: a.published ? rng.int(40, 900) : 0,
        sysOrgCode: await officeOf(county.code),
        ...audit(t.createTime),
      })
      .execute();
  }

  for (const [i, x] of TRANSFORMATIONS.entries()) {
    const county = countyOf(x.place);
    const t = times(4 + i * 11, x.status !== '0');
    await sdb
      .insertInto('cyTransformation')
      .values({
        id: newId(),
        title: x.title,
        resultType: x.type,
        cooperationModes: x.modes.join(','),
        fundingSought: x.funding,
        patentNo: x.patentNo,
        maturity: x.maturity,
        ownerName: x.owner,
        regionCode: county.code,
        contactPerson: personName(rng, rng.chance(0.7)),
        contactChannel: x.channel,
        summary: x.summary,
        body: richText(x.sections),
        attachments: null,
        status: x.status,
        publishTime: t.publishTime,
        matchTime: x.status === '2' ? addDays(now, -2) : null,
        viewCount: x.status === '0' ? 0 : rng.int(30, 500),
        sysOrgCode: await officeOf(county.code),
        ...audit(t.createTime),
      })
      .execute();
  }

  for (const [i, p] of AGRI_PROJECTS.entries()) {
    const county = countyOf(p.place);
    const org = await officeOf(county.code);
    const t = times(10 + i * 13, true);
    const projectId = newId();
    await sdb
      .insertInto('cyAgriProject')
      .values({
        id: projectId,
        projectName: p.name,
        operatorName: p.operator,
        regionCode: county.code,
        scale: p.scale,
        produce: p.produce,
        stage: p.stage,
        summary: p.summary,
        cover: null,
        status: PUBLISHED,
        publishTime: t.publishTime,
        sysOrgCode: org,
        ...audit(t.createTime),
      })
      .execute();
    for (const [j, product] of p.products.entries()) {
      await sdb
        .insertInto('cyAgriProduct')
        .values({
          id: newId(),
          productName: product.name,
          projectId,
          category: product.category,
          spec: product.spec,
          priceMin: product.price[0],
          priceMax: product.price[1],
          priceUnit: product.unit,
          originRegion: county.code,
          image: null,
          salesChannel: product.channel,
          intro: product.intro,
          status: PUBLISHED,
          publishTime: addDays(t.publishTime ?? now, j * 0.5),
          sysOrgCode: org,
          ...audit(t.createTime),
        })
        .execute();
    }
  }

  for (const [i, m] of MEMBERS.entries()) {
    const county = countyOf(m.place);
    await sdb
      .insertInto('cyAssocMember')
      .values({
        id: newId(),
        orgName: m.name,
        memberType: m.type,
        regionCode: county.code,
        industry: `cat-hy-${m.industry}`,
        joinDate: m.joined,
        intro: m.intro,
        logo: null,
        contactName: personName(rng, rng.chance(0.7)),
        contactPhone: mobilePhone(rng),
        status: PUBLISHED,
        publishTime: `${m.joined} 10:00:00`,
        sysOrgCode: await officeOf(county.code),
        ...audit(`${m.joined} ${String(9 + (i % 8)).padStart(2, '0')}:30:00`),
      })
      .execute();
  }

  // The association is the province's: its news is kept by the provincial office.
  const provinceOffice = await officeOf('130000');
  for (const n of NEWS) {
    const t = times(n.daysAgo, true);
    await sdb
      .insertInto('cyAssocNews')
      .values({
        id: newId(),
        title: n.title,
        source: '河北省退役军人创业促进会秘书处',
        cover: null,
        summary: n.summary,
        body: paragraphs(n.paragraphs),
        status: PUBLISHED,
        publishTime: t.publishTime,
        viewCount: rng.int(60, 800),
        sysOrgCode: provinceOffice,
        ...audit(t.createTime),
      })
      .execute();
  }
}
