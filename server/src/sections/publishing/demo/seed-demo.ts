import { articleCategory, policyCategory, policyLevel, publishStatus } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { RegionOffices } from '../../organisation/index.js';
import { publishingDb } from '../tables.js';

const A = articleCategory.values;
const L = policyLevel.values;
const C = policyCategory.values;
const S = publishStatus.values;
const DAY = 24 * 3600_000;

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** Synthetic articles: category, title, summary, body, days ago (negative: scheduled ahead). */
const ARTICLES: Array<[string, string, string, string, number]> = [
  [
    A.news,
    '全省退役军人就业创业服务工作推进会在石家庄召开',
    '会议总结了今年以来全省退役军人就业创业服务工作，部署下一阶段重点任务。',
    para(
      '11月18日，全省退役军人就业创业服务工作推进会在石家庄召开。会议通报了今年以来全省退役军人就业安置、技能培训和创业扶持工作情况。',
      '会议要求，各市、县（市、区）退役军人服务中心要坚持精准服务，用好就业档案和网格化管理，做到底数清、情况明、服务准。',
    ),
    6,
  ],
  [
    A.news,
    '保定市举办退役军人专场招聘会 86家企业提供岗位2100余个',
    '招聘会现场达成初步就业意向430余人。',
    para(
      '近日，保定市退役军人事务局联合市人社局举办退役军人专场招聘会，86家企业提供岗位2100余个，涵盖智能制造、物流运输、安保服务等行业。',
      '现场设立政策咨询台和技能培训报名点，为退役军人提供“一站式”服务。',
    ),
    12,
  ],
  [
    A.news,
    '唐山市退役军人创业孵化基地新入驻项目12个',
    '基地为入驻项目提供场地、导师、融资对接等全链条服务。',
    para(
      '唐山市退役军人创业孵化基地第三批入驻评审结束，12个退役军人创业项目通过评审入驻基地，享受房租减免和创业导师一对一辅导。',
    ),
    20,
  ],
  [
    A.notice,
    '关于开展2026年度退役军人适应性培训报名工作的通知',
    '各市退役军人服务中心组织本年度退役军人参加适应性培训报名。',
    para(
      '各市、县（市、区）退役军人服务中心：',
      '根据年度工作安排，现组织开展2026年度退役军人适应性培训报名工作。请于12月20日前通过本系统完成报名信息录入。',
      '<strong>报名对象：</strong>2025年、2026年退役的自主就业退役士兵。',
    ),
    3,
  ],
  [
    A.notice,
    '关于公布河北省退役军人就业创业服务站联系方式的通知',
    '公布全省各级退役军人服务中心（站）就业创业服务咨询电话。',
    para(
      '为方便退役军人就近办理就业创业相关事项，现将全省各级退役军人服务中心（站）就业创业服务咨询电话予以公布。',
    ),
    30,
  ],
  [
    A.notice,
    '关于举办第二届河北省退役军人创业创新大赛的预告',
    '大赛将于明年春季启动报名，欢迎退役军人创业者关注。',
    para('第二届河北省退役军人创业创新大赛定于明年春季启动，设创业组和创意组两个组别。'),
    -3,
  ],
  [
    A.guide,
    '退役军人就业创业服务事项办理指南',
    '求职登记、推荐就业、技能培训、创业扶持等事项的办理条件和流程。',
    [
      '<h2>一、求职登记</h2>',
      '<p>退役军人可通过门户“求职者登录”注册账号，关联本人就业档案后完善简历。</p>',
      '<h2>二、办理材料</h2>',
      '<ol><li>居民身份证</li><li>退役证件</li><li>学历、技能证书（如有）</li></ol>',
      '<h2>三、办理时限</h2>',
      '<table><thead><tr><th>事项</th><th>办理时限</th></tr></thead><tbody><tr><td>求职登记</td><td>即时办结</td></tr><tr><td>创业担保贷款申请</td><td>15个工作日</td></tr></tbody></table>',
    ].join(''),
    40,
  ],
  [
    A.guide,
    '退役军人创业担保贷款申请指南',
    '个人最高可申请30万元创业担保贷款，按规定享受贴息。',
    para(
      '符合条件的自主创业退役军人可向创业所在地的担保机构申请创业担保贷款，个人最高30万元，小微企业最高400万元。',
    ),
    55,
  ],
];

type PolicyRow = {
  title: string;
  issuingAuthority: string;
  docNumber: string;
  level: string;
  category: string;
  issueDate: string;
  expireDate: string | null;
  audience: Partial<{
    targetEmploymentStatus: string;
    minServiceYears: number;
    maxServiceYears: number;
    targetRegion: string;
    targetDisabilityGrades: string;
    targetDischargeTypes: string;
    forStartUp: string;
  }>;
  summary: string;
  body: string;
  interpretation: string | null;
};

const POLICIES: PolicyRow[] = [
  {
    title: '关于促进新时代退役军人就业创业工作的意见',
    issuingAuthority: '退役军人事务部等二十部门',
    docNumber: '退役军人部发〔2021〕26号',
    level: L.national,
    category: C.employment,
    issueDate: '2021-06-09',
    expireDate: null,
    audience: {},
    summary: '从就业服务、技能培训、创业扶持、优惠政策等方面，全面促进退役军人就业创业。',
    body: para(
      '为深入贯彻落实党中央、国务院关于退役军人工作的决策部署，促进新时代退役军人就业创业，提出如下意见。',
      '一、优化就业创业服务。二、加强教育培训。三、拓宽就业渠道。四、扶持自主创业。',
    ),
    interpretation: para(
      '本意见面向全体退役军人，重点是把就业服务做实做细，让退役军人找得到岗位、学得到技能、创得了业。',
    ),
  },
  {
    title: '河北省退役军人创业担保贷款及贴息实施办法',
    issuingAuthority: '河北省退役军人事务厅 河北省财政厅',
    docNumber: '冀退役军人发〔2025〕12号',
    level: L.province,
    category: C.startUp,
    issueDate: '2025-03-15',
    expireDate: '2028-03-14',
    audience: { forStartUp: 'Y', targetRegion: '130000' },
    summary: '自主创业退役军人可申请最高30万元创业担保贷款，财政按规定贴息。',
    body: para(
      '第一条　为支持退役军人自主创业，根据有关规定，制定本办法。',
      '第二条　在本省行政区域内自主创业的退役军人，可申请个人创业担保贷款，额度最高30万元，期限不超过3年。',
    ),
    interpretation: para('适用于常住地或户籍地在河北省、正在自主创业或自主经营的退役军人。'),
  },
  {
    title: '河北省退役士兵职业技能培训补贴办法',
    issuingAuthority: '河北省退役军人事务厅',
    docNumber: '冀退役军人发〔2024〕31号',
    level: L.province,
    category: C.training,
    issueDate: '2024-08-01',
    expireDate: '2027-07-31',
    audience: { targetDischargeTypes: '1', targetRegion: '130000' },
    summary: '自主就业退役士兵参加职业技能培训，按规定享受培训补贴和生活补助。',
    body: para(
      '自主就业退役士兵退役一年内参加职业技能培训的，培训费用由政府承担，并按每人每天50元发放生活补助。',
    ),
    interpretation: null,
  },
  {
    title: '石家庄市未就业退役军人就业援助实施细则',
    issuingAuthority: '石家庄市退役军人事务局',
    docNumber: '石退役军人发〔2026〕5号',
    level: L.city,
    category: C.employment,
    issueDate: '2026-02-20',
    expireDate: '2027-12-31',
    audience: { targetEmploymentStatus: '2', targetRegion: '130100' },
    summary: '对未就业的退役军人提供一对一就业援助，优先推荐公益性岗位。',
    body: para(
      '对登记未就业的退役军人，服务中心建立帮扶台账，每月至少推荐3个适合岗位，并优先推荐公益性岗位。',
    ),
    interpretation: para('适用于常住地或户籍地在石家庄市、就业状态为未就业的退役军人。'),
  },
  {
    title: '伤残退役军人就业优待办法',
    issuingAuthority: '河北省退役军人事务厅 河北省人力资源和社会保障厅',
    docNumber: '冀退役军人发〔2025〕40号',
    level: L.province,
    category: C.preferential,
    issueDate: '2025-10-10',
    expireDate: null,
    audience: { targetDisabilityGrades: '5,6,7,8,9,10' },
    summary: '五级至十级伤残退役军人在招录、招聘中同等条件下优先。',
    body: para(
      '机关、事业单位招录招聘和国有企业招聘时，五级至十级伤残退役军人在同等条件下优先录用。',
    ),
    interpretation: null,
  },
  {
    title: '河北省长期服役退役士兵就业安置补充规定',
    issuingAuthority: '河北省退役军人事务厅',
    docNumber: '冀退役军人发〔2023〕8号',
    level: L.province,
    category: C.preferential,
    issueDate: '2023-04-01',
    expireDate: '2025-12-31',
    audience: { minServiceYears: 12 },
    summary: '服役满12年的退役士兵安置工作的补充规定（已失效）。',
    body: para('服现役满12年的退役士兵，由安置地人民政府按规定安排工作。'),
    interpretation: null,
  },
];

/** Demo news, notices, guidance and policies, kept by the provincial office. */
export async function seedDemoPublishing(db: Db, clock: Clock): Promise<void> {
  const pdb = publishingDb(db);
  const office = (await new RegionOffices(db).officeOf('130000')) ?? null;
  const now = clock.now();
  const at = (daysAgo: number) => clock.format(now - daysAgo * DAY);
  const audit = {
    version: 1,
    createBy: 'admin',
    createTime: at(60),
    updateBy: null,
    updateTime: null,
  };
  for (const [i, [category, title, summary, body, daysAgo]] of ARTICLES.entries()) {
    const scheduled = daysAgo < 0;
    await pdb
      .insertInto('pubArticle')
      .values({
        id: newId(),
        title,
        category,
        source: '河北省退役军人事务厅',
        author: null,
        cover: null,
        summary,
        body,
        attachments: null,
        status: scheduled ? S.scheduled : S.published,
        scheduledTime: scheduled ? at(daysAgo) : null,
        publishTime: scheduled ? null : at(daysAgo),
        isTop: i === 0 ? 'Y' : 'N',
        viewCount: scheduled ? 0 : 40 + ((i * 37) % 300),
        sysOrgCode: office,
        ...audit,
      })
      .execute();
  }
  for (const [i, p] of POLICIES.entries()) {
    await pdb
      .insertInto('pubPolicy')
      .values({
        id: newId(),
        title: p.title,
        issuingAuthority: p.issuingAuthority,
        docNumber: p.docNumber,
        level: p.level,
        category: p.category,
        issueDate: p.issueDate,
        effectiveDate: p.issueDate,
        expireDate: p.expireDate,
        targetEmploymentStatus: p.audience.targetEmploymentStatus ?? null,
        minServiceYears: p.audience.minServiceYears ?? null,
        maxServiceYears: p.audience.maxServiceYears ?? null,
        targetRegion: p.audience.targetRegion ?? null,
        targetDisabilityGrades: p.audience.targetDisabilityGrades ?? null,
        targetDischargeTypes: p.audience.targetDischargeTypes ?? null,
        forStartUp: p.audience.forStartUp ?? 'N',
        summary: p.summary,
        body: p.body,
        interpretation: p.interpretation,
        attachments: null,
        matchedVersion: null,
        status: S.published,
        scheduledTime: null,
        publishTime: `${p.issueDate} 09:00:00`,
        isTop: i === 1 ? 'Y' : 'N',
        viewCount: 120 + ((i * 53) % 500),
        sysOrgCode: office,
        ...audit,
      })
      .execute();
  }
}
