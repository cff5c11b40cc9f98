import { articleResource } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDue } from '../../src/sections/publishing/resources/publishable.hooks.js';
import { findPolicyPeople } from '../../src/sections/publishing/services/policy-finder.js';
import { addArchive, archiveIdCard } from '../helpers/archives.js';
import { addGrid } from '../helpers/grid.js';
import { controlClock, signedInVeteran } from '../helpers/sms.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 信息发布 and 政策发布: publish, schedule, revoke, pin, revisions, sanitising, 政策找人. */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const portal = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });

const BODY = '<p>正文</p>';

async function addArticle(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/publishing/article/add', {
    title: '测试新闻',
    category: '1',
    body: BODY,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown> & { id: string; version: number };
}

const act = (resource: string, action: string, ids: string) =>
  call('POST', `/publishing/${resource}/${action}`, { ids });

beforeAll(async () => {
  clock = controlClock(t);
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('publishing an article', () => {
  it('shows only published articles on the portal, counts views, and hides them once revoked', async () => {
    const a = await addArticle({ title: '退役军人招聘会召开' });
    expect(a.status).toBe('0');
    expect((await portal(`/portal/article/queryById?id=${a.id}`)).statusCode).toBe(404);
    const list = async () =>
      (await portal('/portal/article/list?keyword=招聘会召开')).json().result.records as Array<{
        id: string;
      }>;
    expect(await list()).toEqual([]);

    const published = await act('article', 'publish', a.id);
    expect(published.statusCode, published.body).toBe(200);
    expect((await list()).map((r) => r.id)).toEqual([a.id]);
    const first = (await portal(`/portal/article/queryById?id=${a.id}`)).json().result;
    expect(first).toMatchObject({ title: '退役军人招聘会召开', body: BODY, viewCount: 1 });
    expect((await portal(`/portal/article/queryById?id=${a.id}`)).json().result.viewCount).toBe(2);
    // Views do not bump the version staff edit against.
    const again = (await call('GET', `/publishing/article/queryById?id=${a.id}`)).json().result;
    expect(again.version).toBe(a.version + 1);

    const twice = await act('article', 'publish', a.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('已发布');

    expect((await act('article', 'revoke', a.id)).statusCode).toBe(200);
    expect((await portal(`/portal/article/queryById?id=${a.id}`)).statusCode).toBe(404);
    expect(await list()).toEqual([]);
  });

  it('waits as 待发布 until its scheduled time, then the job publishes it at that time', async () => {
    const now = t.ctx.clock.now();
    const at = t.ctx.clock.format(now + 3600_000);
    const a = await addArticle({ title: '定时发布的通知', scheduledTime: at });
    const res = await act('article', 'publish', a.id);
    expect(res.json().message).toBe(`已设置定时发布，将于${at}发布`);
    expect(await publishDue(t.ctx, articleResource)).toBe(0);
    expect((await portal(`/portal/article/queryById?id=${a.id}`)).statusCode).toBe(404);

    clock.later(3600_000);
    expect(await publishDue(t.ctx, articleResource)).toBe(1);
    const shown = (await portal(`/portal/article/queryById?id=${a.id}`)).json().result;
    expect(shown.publishTime).toBe(at);
  });

  it('puts pinned articles first', async () => {
    const older = await addArticle({ title: '置顶测试甲' });
    await act('article', 'publish', older.id);
    clock.later(60_000);
    const newer = await addArticle({ title: '置顶测试乙' });
    await act('article', 'publish', newer.id);
    const order = async () =>
      (
        (await portal('/portal/article/list?keyword=置顶测试')).json().result.records as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    expect(await order()).toEqual([newer.id, older.id]);
    expect((await act('article', 'top', older.id)).statusCode).toBe(200);
    expect(await order()).toEqual([older.id, newer.id]);
    expect((await act('article', 'top', older.id)).json().message).toContain('已置顶');
    expect((await act('article', 'untop', older.id)).statusCode).toBe(200);
    expect(await order()).toEqual([newer.id, older.id]);
  });

  it('keeps a revision history with the author of each change', async () => {
    const editor = await createUser(t.ctx, { username: 'pub_editor', roles: ['staff'] });
    const editorCall = apiCaller(t, () => editorHeaders);
    const editorHeaders = withToken((await login(t.app, editor.username, editor.password)).token);
    const a = await addArticle({ title: '修订记录测试' });
    const edited = await editorCall('PUT', '/publishing/article/edit', {
      ...a,
      title: '修订记录测试（修改）',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await act('article', 'publish', a.id);
    const res = await call('GET', `/publishing/article/revisions?id=${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const revisions = res.json().result as Array<Record<string, unknown>>;
    expect(revisions.map((r) => [r.actionLabel, r.author])).toEqual([
      ['发布', 'admin'],
      ['编辑', 'pub_editor'],
      ['新增', 'admin'],
    ]);
    expect(revisions[1]).toMatchObject({
      version: 2,
      snapshot: expect.objectContaining({ title: '修订记录测试（修改）' }),
    });
    expect(revisions[2]?.snapshot).toMatchObject({ title: '修订记录测试' });
    expect((await call('GET', '/publishing/article/revisions?id=nope')).statusCode).toBe(404);
  });
});

describe('sanitising the body', () => {
  it('drops scripts, event handlers, javascript: links and SVG, and keeps lists and tables', async () => {
    const a = await addArticle({
      body: [
        '<p onclick="alert(1)">正文<script>alert(1)</script></p>',
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">链接</a>',
        '<svg onload="alert(1)"><circle r="5"></circle></svg>',
        '<ol><li>第一</li><li>第二</li></ol>',
        '<table><tbody><tr><td colspan="2">合并</td></tr></tbody></table>',
      ].join(''),
    });
    const body = String(a.body);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<svg', 'onload', '<circle'])
      expect(body).not.toContain(bad);
    expect(body).toContain('<ol><li>第一</li><li>第二</li></ol>');
    expect(body).toContain('<td colspan="2">合并</td>');
    expect(body).toContain('<a>链接</a>');
  });
});

describe('policies', () => {
  it('shows 已失效 past 有效期至 and names whom a policy applies to', async () => {
    const res = await call('POST', '/publishing/policy/add', {
      title: '过期测试政策',
      issuingAuthority: '测试厅',
      level: '2',
      category: '1',
      issueDate: '2020-01-01',
      effectiveDate: '2020-01-01',
      expireDate: '2021-01-01',
      targetEmploymentStatus: '2',
      minServiceYears: 5,
      body: BODY,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().result.id as string;
    await act('policy', 'publish', id);
    const detail = (await portal(`/portal/policy/queryById?id=${id}`)).json().result;
    expect(detail).toMatchObject({
      expired: true,
      audience: ['就业状态：未就业', '服役年限：不少于5年'],
    });
    const bad = await call('POST', '/publishing/policy/add', {
      title: '年限颠倒',
      issuingAuthority: '测试厅',
      level: '2',
      category: '1',
      issueDate: '2020-01-01',
      minServiceYears: 8,
      maxServiceYears: 3,
      body: BODY,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('服役年限上限不能小于下限');
  });
});

describe('政策找人', () => {
  it('tells the matching veterans and their grid workers once, and a veteran sees why', async () => {
    const worker = await createUser(t.ctx, { username: 'policy_worker', roles: ['gridWorker'] });
    const grid = await addGrid(call, '政策网格', '130102', [worker.id]);
    const person = (name: string, seq: number, extra: Record<string, unknown>) =>
      addArchive(call, name, archiveIdCard('130102', '19900101', seq), {
        gridId: grid.id,
        enlistDate: '2010-09-01',
        dischargeDate: '2018-09-01',
        ...extra,
      });
    const fits = await person('政策甲', 701, { phone: '13700000071', employmentStatus: '2' });
    await person('政策乙', 702, { phone: '13700000072', employmentStatus: '1' });
    await person('政策丙', 703, {
      phone: '13700000073',
      employmentStatus: '2',
      dischargeDate: '2012-09-01',
    });
    const veteran = await signedInVeteran(t, clock, '13700000071');
    const link = await veteran('POST', '/accounts/veteran/linkArchive', {
      realName: '政策甲',
      idCard: fits.idCard,
    });
    expect(link.statusCode, link.body).toBe(200);

    const res = await call('POST', '/publishing/policy/add', {
      title: '未就业退役军人援助政策',
      issuingAuthority: '石家庄市退役军人事务局',
      level: '3',
      category: '1',
      issueDate: '2026-01-01',
      targetEmploymentStatus: '2',
      minServiceYears: 5,
      targetRegion: '130100',
      body: BODY,
    });
    const policy = res.json().result as { id: string };
    await act('policy', 'publish', policy.id);

    const first = await findPolicyPeople(t.ctx);
    expect(first.notified).toBe(1);
    const messages = await t.db
      .selectFrom('sysAnnouncement')
      .select(['titile', 'userIds', 'msgContent'])
      .where('titile', 'like', '政策找人：%未就业退役军人援助政策%')
      .execute();
    expect(messages).toHaveLength(2);
    const toWorker = messages.find((m) => m.userIds === worker.id);
    expect(toWorker?.msgContent).toContain('政策甲');
    expect(toWorker?.msgContent).not.toContain('政策丙');
    expect(messages.some((m) => m.userIds !== worker.id)).toBe(true);
    // Nothing new, nothing sent again.
    expect((await findPolicyPeople(t.ctx)).notified).toBe(0);
    // Staff run 政策找人 for the policy at once: only the newly fitting veteran is told.
    const again = await call('POST', '/publishing/policy/findPeople', { id: policy.id });
    expect(again.json().message).toBe('没有新符合条件的退役军人（已通知过的不再重复通知）');
    await person('政策丁', 704, { phone: '13700000074', employmentStatus: '2' });
    const now = await call('POST', '/publishing/policy/findPeople', { id: policy.id });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().message).toBe('已通知1名新符合条件的退役军人及其网格员');

    const why = await veteran('GET', `/publishing/policy/applicability?id=${policy.id}`);
    expect(why.statusCode, why.body).toBe(200);
    expect(why.json().result).toMatchObject({
      linked: true,
      applies: true,
      reasons: [
        { met: true, text: '就业状态为未就业，符合（政策要求未就业）' },
        { met: true, text: '服役8年，符合（政策要求不少于5年）' },
        { met: true, text: '常住地或户籍地在石家庄市，符合' },
      ],
    });
    // Staff cannot call the veteran's check; a visitor neither.
    expect((await call('GET', `/publishing/policy/applicability?id=${policy.id}`)).statusCode).toBe(
      403,
    );
    expect((await portal(`/publishing/policy/applicability?id=${policy.id}`)).statusCode).toBe(401);
  });
});
