import { ORG_CONTACT_MESSAGES } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addRoleDataRule, assignRole, createRole } from '../helpers/permissions.js';
import { creditCode } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * 创业服务 · 成果与平台: staff keep achievements, transformation items, agricultural projects and
 * products, association members and news; the portal shows only what is published, counts
 * views, and never shows a person's name or phone. The alliance is training's member institutions.
 */
const t = useTestApp();
let admin: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
const portal = (url: string) => t.app.inject({ method: 'GET', url: `${API}/portal${url}` });

async function added(url: string, body: Record<string, unknown>): Promise<string> {
  const res = await asAdmin('POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json().result.id);
}

async function act(path: string, action: string, id: string) {
  const res = await asAdmin('POST', `${path}/${action}`, { ids: id });
  expect(res.statusCode, res.body).toBe(200);
}

const ids = (res: { json(): { result: { records: Array<{ id: string }> } } }) =>
  res.json().result.records.map((r) => r.id);

const ACHIEVEMENT = '/entrepreneurship/achievement';
const TRANSFORMATION = '/entrepreneurship/transformation';
const PROJECT = '/entrepreneurship/agriProject';
const PRODUCT = '/entrepreneurship/agriProduct';
const MEMBER = '/entrepreneurship/assocMember';
const NEWS = '/entrepreneurship/assocNews';

const HOSTILE_BODY =
  '<p onclick="steal()">成果介绍正文</p><script>alert(1)</script>' +
  '<img src="x.png" onerror="alert(2)" alt="图"><a href="javascript:alert(3)">恶意链接</a>' +
  '<a href="https://example.com/" target="_blank">官网</a>';

const achievement = (title: string) => ({
  title,
  ownerName: '石家庄戎耀智农科技有限公司',
  domain: '1',
  regionCode: '130109',
  summary: '温室物联网水肥一体化系统',
  body: HOSTILE_BODY,
  honors: '省级大赛二等奖\n市级科技型中小企业',
});

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('rich text', () => {
  it('is sanitised on save: no script, no event handler, no javascript: link', async () => {
    const id = await added(`${ACHIEVEMENT}/add`, achievement('富文本清洗测试成果'));
    const read = await asAdmin('GET', `${ACHIEVEMENT}/queryById?id=${id}`);
    expect(read.statusCode, read.body).toBe(200);
    const body = String(read.json().result.body);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/onerror|onclick/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).toContain('成果介绍正文');
    expect(body).toContain('https://example.com/');
    const news = await added(`${NEWS}/add`, { title: '清洗测试动态', body: HOSTILE_BODY });
    await act(NEWS, 'publish', news);
    const shown = await portal(`/associationNews/queryById?id=${news}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });
});

describe('创业成果展示 on the portal', () => {
  let id: string;
  beforeAll(async () => {
    id = await added(`${ACHIEVEMENT}/add`, achievement('智慧温室水肥一体化系统'));
  });

  it('hides a draft: 404 by id, absent from the list', async () => {
    expect((await portal(`/achievement/queryById?id=${id}`)).statusCode).toBe(404);
    const list = await portal('/achievement/list?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).not.toContain(id);
  });

  it('shows it once published, with dictionary and region texts, and counts views', async () => {
    await act(ACHIEVEMENT, 'publish', id);
    const list = await portal('/achievement/list?keyword=水肥一体化&domain=1&regionCode=130100');
    expect(ids(list)).toEqual([id]);
    const card = list.json().result.records[0];
    expect(card).toMatchObject({ domainText: '现代农业', regionCodeText: '石家庄市藁城区' });
    expect(card.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const first = await portal(`/achievement/queryById?id=${id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.viewCount).toBe(1);
    expect(first.json().result.honors).toBe('省级大赛二等奖\n市级科技型中小企业');
    const second = await portal(`/achievement/queryById?id=${id}`);
    expect(second.json().result.viewCount).toBe(2);
    const stored = await asAdmin('GET', `${ACHIEVEMENT}/queryById?id=${id}`);
    expect(stored.json().result.viewCount).toBe(2);
    expect(stored.json().result.status_dictText).toBe('已发布');
  });

  it('filters by another region or domain to nothing, and hides it again once withdrawn', async () => {
    expect(ids(await portal('/achievement/list?keyword=水肥一体化&regionCode=130200'))).toEqual([]);
    expect(ids(await portal('/achievement/list?keyword=水肥一体化&domain=3'))).toEqual([]);
    await act(ACHIEVEMENT, 'withdraw', id);
    expect((await portal(`/achievement/queryById?id=${id}`)).statusCode).toBe(404);
    expect(ids(await portal('/achievement/list?keyword=水肥一体化'))).toEqual([]);
    const again = await asAdmin('POST', `${ACHIEVEMENT}/withdraw`, { ids: id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('未发布');
  });

  it('refuses bad filters with a Chinese 400', async () => {
    const res = await portal('/achievement/list?regionCode=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('地区编码');
  });
});

describe('创业成果转化', () => {
  const item = (extra: Record<string, unknown> = {}) => ({
    title: '秸秆生物质颗粒燃料成套技术',
    resultType: '1',
    cooperationModes: '2,1', // picked in another order than the dictionary's
    fundingSought: 3_000_000,
    maturity: '3',
    ownerName: '衡水绿源生物质能源科技有限公司',
    regionCode: '131102',
    contactPerson: '赵对接',
    contactChannel: '0318-2156789',
    summary: '寻求资金投资和设备制造合作',
    ...extra,
  });

  it('takes only an organisation contact for 对接联系方式', async () => {
    const mobile = await asAdmin(
      'POST',
      `${TRANSFORMATION}/add`,
      item({ contactChannel: '13912345678' }),
    );
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().message).toContain(ORG_CONTACT_MESSAGES.mobile);
    const odd = await asAdmin(
      'POST',
      `${TRANSFORMATION}/add`,
      item({ contactChannel: '找张经理' }),
    );
    expect(odd.statusCode).toBe(400);
    const mail = await asAdmin(
      'POST',
      `${TRANSFORMATION}/add`,
      item({ title: '邮箱联系的项目', contactChannel: 'hezuo@example.cn' }),
    );
    expect(mail.statusCode, mail.body).toBe(200);
  });

  it('shows published and matched items with the organisation contact, never the person', async () => {
    const open = await added(
      `${TRANSFORMATION}/add`,
      item({ attachments: 'files/20260301/a1b2c3.pdf' }),
    );
    const matched = await added(
      `${TRANSFORMATION}/add`,
      item({ title: '果蔬冷藏库智能温控装置', cooperationModes: '3' }),
    );
    const draft = await added(`${TRANSFORMATION}/add`, item({ title: '未发布的转化项目' }));
    await act(TRANSFORMATION, 'publish', `${open},${matched}`);
    await act(TRANSFORMATION, 'match', matched);
    const list = await portal('/transformation/list?pageSize=50');
    expect(ids(list)).toEqual(expect.arrayContaining([open, matched]));
    expect(ids(list)).not.toContain(draft);
    // Still looking for partners first.
    expect(ids(list).indexOf(open)).toBeLessThan(ids(list).indexOf(matched));
    expect(ids(await portal('/transformation/list?cooperationModes=2'))).toEqual([open]);
    expect(ids(await portal('/transformation/list?cooperationModes=3'))).toEqual([matched]);
    const detail = await portal(`/transformation/queryById?id=${open}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const result = detail.json().result;
    expect(result).toMatchObject({
      contactChannel: '0318-2156789',
      cooperationModesTexts: ['资金投资', '技术合作'],
      resultTypeText: '技术成果',
      statusText: '对接中',
      viewCount: 1,
      attachments: [{ name: '附件1.pdf', path: 'files/20260301/a1b2c3.pdf', ext: 'pdf' }],
    });
    expect(detail.body).not.toContain('赵对接');
    expect(Object.keys(result)).not.toContain('contactPerson');
    const done = await portal(`/transformation/queryById?id=${matched}`);
    expect(done.json().result.statusText).toBe('已对接');
    expect((await portal(`/transformation/queryById?id=${draft}`)).statusCode).toBe(404);
  });

  it('masks the contact person in the back office for a user without the sensitive permission', async () => {
    const id = await added(
      `${TRANSFORMATION}/add`,
      item({ title: '脱敏检查项目', contactPerson: '钱多多' }),
    );
    const plainUser = await createUser(t.ctx, { username: 'sc_plain', roles: [] });
    const perms = await t.db
      .selectFrom('sysPermission')
      .select('id')
      .where('id', 'like', 'menu-cy-transformation%')
      .where('perms', 'not like', '%sensitive')
      .execute();
    await createRole(t.ctx, {
      id: 'role-sc-plain',
      name: '成果转化无敏感',
      permissionIds: perms.map((p) => p.id),
    });
    await assignRole(t.ctx, plainUser.id, 'role-sc-plain');
    const plain = withToken((await login(t.app, plainUser.username, plainUser.password)).token);
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}${TRANSFORMATION}/queryById?id=${id}`,
      headers: plain,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result.contactPerson).not.toBe('钱多多');
    expect(read.json().result.contactChannel).toBe('0318-2156789');
  });
});

describe('农业创新平台', () => {
  let project: string;
  let rice: string;
  let pork: string;
  beforeAll(async () => {
    project = await added(`${PROJECT}/add`, {
      projectName: '宁晋优质小麦订单种植项目',
      operatorName: '宁晋县兵哥粮食种植专业合作社',
      regionCode: '130528',
      scale: '订单种植小麦1.5万亩',
      produce: '强筋小麦',
      stage: '2',
    });
    rice = await added(`${PRODUCT}/add`, {
      productName: '石磨全麦面粉',
      projectId: project,
      category: '1',
      spec: '5kg/袋',
      priceMin: 32,
      priceMax: 40.5,
      priceUnit: '袋',
    });
    pork = await added(`${PRODUCT}/add`, {
      productName: '未发布的农产品',
      projectId: project,
      category: '3',
    });
  });

  it('refuses a price range upside down', async () => {
    const res = await asAdmin('POST', `${PRODUCT}/add`, {
      productName: '倒挂价格',
      projectId: project,
      category: '1',
      priceMin: 50,
      priceMax: 40,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('最高价不能低于最低价');
  });

  it('shows a published product only while its project is published too', async () => {
    await act(PRODUCT, 'publish', rice);
    expect(ids(await portal('/agriProduct/list?pageSize=50'))).not.toContain(rice);
    expect((await portal(`/agriProduct/queryById?id=${rice}`)).statusCode).toBe(404);
    expect((await portal(`/agriProject/queryById?id=${project}`)).statusCode).toBe(404);
    await act(PROJECT, 'publish', project);
    const products = await portal('/agriProduct/list?category=1&regionCode=130500');
    expect(ids(products)).toEqual([rice]);
    expect(products.json().result.records[0]).toMatchObject({
      categoryText: '粮油',
      priceMin: 32,
      priceMax: 40.5,
      originName: '邢台市宁晋县',
      projectName: '宁晋优质小麦订单种植项目',
    });
    expect(ids(await portal('/agriProduct/list?category=3'))).not.toContain(pork);
    const detail = await portal(`/agriProject/queryById?id=${project}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result).toMatchObject({ stageText: '建设期', productCount: 1 });
    expect(detail.json().result.products.map((p: { id: string }) => p.id)).toEqual([rice]);
    expect(ids(await portal('/agriProject/list?keyword=强筋小麦'))).toEqual([project]);
  });
});

describe('促进会', () => {
  it('lists published members by type with no contact, and the news newest first', async () => {
    const vice = await added(`${MEMBER}/add`, {
      orgName: '唐山军旅建设工程有限公司',
      memberType: '2',
      regionCode: '130202',
      industry: 'cat-hy-48',
      joinDate: '2021-06-18',
      contactName: '孙联络',
      contactPhone: '13712345678',
    });
    const president = await added(`${MEMBER}/add`, {
      orgName: '河北戎创实业集团有限公司',
      memberType: '1',
      regionCode: '130102',
      contactName: '李会长',
      contactPhone: '13712340000',
    });
    const hidden = await added(`${MEMBER}/add`, {
      orgName: '未发布会员单位',
      memberType: '4',
      regionCode: '130102',
    });
    await act(MEMBER, 'publish', `${vice},${president}`);
    const list = await portal('/associationMember/list?pageSize=50');
    expect(ids(list)).toEqual([president, vice]);
    expect(ids(list)).not.toContain(hidden);
    expect(list.json().result.records[1]).toMatchObject({
      memberTypeText: '副会长单位',
      industryText: '土木工程建筑业',
      regionCodeText: '唐山市路南区',
    });
    expect(list.body).not.toMatch(/孙联络|李会长|13712345678|13712340000/);
    expect(ids(await portal('/associationMember/list?memberType=2'))).toEqual([vice]);

    const older = await added(`${NEWS}/add`, {
      title: '促进会召开年度会员大会',
      body: '<p>大会</p>',
    });
    await act(NEWS, 'publish', older);
    const draft = await added(`${NEWS}/add`, { title: '未发布的动态', body: '<p>草稿</p>' });
    const news = await portal('/associationNews/list?pageSize=50');
    expect(ids(news)).toContain(older);
    expect(ids(news)).not.toContain(draft);
    expect((await portal(`/associationNews/queryById?id=${draft}`)).statusCode).toBe(404);
    const read = await portal(`/associationNews/queryById?id=${older}`);
    expect(read.json().result).toMatchObject({ title: '促进会召开年度会员大会', viewCount: 1 });
  });
});

describe('教育培训联盟', () => {
  it('lists only the alliance members among training institutions, without their contacts', async () => {
    const institution = (name: string, tail: string, allianceMember: 'Y' | 'N') =>
      added('/training/institution/add', {
        institutionName: name,
        institutionType: '1',
        creditCode: creditCode(tail),
        regionCode: '130102',
        address: '石家庄市长安区建设北大街18号',
        contactName: '周老师',
        contactPhone: '13912340001',
        trainingScope: '电工,焊工',
        allianceMember,
      });
    const member = await institution('石家庄退役军人职业技能培训学校', '0CA000001', 'Y');
    const outsider = await institution('石家庄某非联盟培训学校', '0CA000002', 'N');
    const list = await portal('/alliance/list?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).toEqual([member]);
    expect(list.json().result.records[0]).toMatchObject({
      institutionTypeText: '职业技能培训学校',
      regionCodeText: '石家庄市长安区',
      trainingScope: '电工,焊工',
    });
    expect(ids(await portal('/alliance/list?keyword=焊工&regionCode=130100'))).toEqual([member]);
    expect(ids(await portal('/alliance/list?regionCode=130200'))).toEqual([]);
    const detail = await portal(`/alliance/queryById?id=${member}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.address).toBe('石家庄市长安区建设北大街18号');
    expect(`${list.body}${detail.body}`).not.toMatch(/周老师|13912340001|contactName|contactPhone/);
    expect((await portal(`/alliance/queryById?id=${outsider}`)).statusCode).toBe(404);
  });
});

describe('department scope', () => {
  it('answers 404 to a clerk of another office for every route of a record outside', async () => {
    const perms = await t.db
      .selectFrom('sysPermission')
      .select('id')
      .where('id', 'like', 'menu-cy-achievement%')
      .execute();
    await createRole(t.ctx, {
      id: 'role-sc-office',
      name: '本部门成果',
      permissionIds: perms.map((p) => p.id),
    });
    await addRoleDataRule(t.app, admin, {
      roleId: 'role-sc-office',
      permissionId: 'menu-cy-achievement',
      rule: {
        ruleName: '本部门及下级',
        ruleColumn: 'sysOrgCode',
        ruleConditions: 'RIGHT_LIKE',
        ruleValue: '#{sys_org_code}',
      },
    });
    const clerk = async (username: string, orgCode: string) => {
      const user = await createUser(t.ctx, { username, roles: [], orgCode });
      await assignRole(t.ctx, user.id, 'role-sc-office');
      const headers = withToken((await login(t.app, username, user.password)).token);
      return apiCaller(t, () => headers);
    };
    const shijiazhuang = await clerk('sc_sjz', 'A01A01');
    const tangshan = await clerk('sc_ts', 'A01A02');
    const own = await shijiazhuang('POST', `${ACHIEVEMENT}/add`, achievement('石家庄办公室的成果'));
    expect(own.statusCode, own.body).toBe(200);
    const id = String(own.json().result.id);
    expect((await shijiazhuang('GET', `${ACHIEVEMENT}/queryById?id=${id}`)).statusCode).toBe(200);
    expect((await tangshan('GET', `${ACHIEVEMENT}/queryById?id=${id}`)).statusCode).toBe(404);
    expect(
      (await tangshan('PUT', `${ACHIEVEMENT}/edit`, { id, version: 1, title: '改' })).statusCode,
    ).toBe(404);
    expect((await tangshan('POST', `${ACHIEVEMENT}/publish`, { ids: id })).statusCode).toBe(404);
    expect((await tangshan('POST', `${ACHIEVEMENT}/withdraw`, { ids: id })).statusCode).toBe(404);
    expect((await tangshan('DELETE', `${ACHIEVEMENT}/delete?id=${id}`)).statusCode).toBe(404);
    const list = await tangshan('GET', `${ACHIEVEMENT}/list?pageSize=100`);
    expect(list.statusCode).toBe(200);
    expect(ids(list)).not.toContain(id);
    expect((await shijiazhuang('POST', `${ACHIEVEMENT}/publish`, { ids: id })).statusCode).toBe(
      200,
    );
  });
});
