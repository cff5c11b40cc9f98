import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api-setup';
import { idCard } from './check-codes';
import { expect, test } from './e2e-test';
import { confirmPopup, nextFrames, row } from './page-parts';
import { tokenOf } from './sessions';

/**
 * 创业大赛: staff record a judge's scores on 录入评分, compute the ranking and publish it; the
 * portal shows the ranking with anonymised score sheets, and both portal pages fit a phone.
 */
const stamp = Date.now().toString().slice(-6);
const EDITION = `E2E创业大赛${stamp}`;
const PROJECTS = ['智慧农场', '冷链配送', '社区养老', '直播电商', '安保实训'].map(
  (p) => `${p}项目${stamp}`,
);
/** Judge A's scores (entered on the page) and judge B's (through the API), per project. */
const A = [
  [55, 36],
  [50, 33],
  [44, 30],
  [40, 25],
  [30, 20],
];
const B = [
  [58, 38],
  [56, 36],
  [52, 33],
  [49, 31],
  [45, 28],
];

async function setUp(request: APIRequestContext, token: string) {
  const call = <T = { id: string }>(method: 'POST' | 'PUT', url: string, data: unknown) =>
    api<T>(request, token, method, url, data);
  const edition = await call('POST', '/entrepreneurship/contest/add', {
    name: EDITION,
    year: 2026,
    theme: '端到端测试',
    intro: '用于端到端测试的创业大赛。',
    status: '2',
    disagreementThreshold: 15,
    minEntries: 5,
  });
  const criteria: Array<{ id: string }> = [];
  for (const [criterionName, weight] of [
    ['商业模式', 60],
    ['创新性', 40],
  ] as const)
    criteria.push(
      await call('POST', '/entrepreneurship/contestCriterion/add', {
        editionId: edition.id,
        criterionName,
        weight,
        maxScore: weight,
      }),
    );
  const judges: Array<{ id: string }> = [];
  for (const [i, judgeName] of ['甲评审', '乙评审'].entries()) {
    const judge = await call('POST', '/entrepreneurship/judge/add', {
      judgeName: `${judgeName}${stamp}`,
      workUnit: i ? '河北农业大学' : '河北经贸大学',
    });
    judges.push(judge);
    await call('POST', '/entrepreneurship/contestPanel/add', {
      editionId: edition.id,
      judgeId: judge.id,
      sortNo: i + 1,
    });
  }
  const entries: Array<{ id: string }> = [];
  for (const [i, projectName] of PROJECTS.entries()) {
    const archive = await call('POST', '/archive/basic/add', {
      realName: `参赛人${'一二三四五'[i]}`,
      idCard: idCard('130102', '19880818', ((Number(stamp) % 190) * 5 + i) % 1000),
      residenceRegion: '130102',
      employmentStatus: '4',
    });
    const business = await call('POST', '/entrepreneurship/entrepreneur/add', {
      archiveId: archive.id,
      businessName: `石家庄${projectName}有限公司`,
      regionCode: '130102',
    });
    const project = await call('POST', '/entrepreneurship/project/add', {
      projectName,
      entrepreneurId: business.id,
      stage: '2',
    });
    entries.push(
      await call('POST', '/entrepreneurship/contestEntry/add', {
        editionId: edition.id,
        projectId: project.id,
        track: '1',
      }),
    );
  }
  await call('PUT', '/entrepreneurship/contest/scores', {
    editionId: edition.id,
    judgeId: judges[1]!.id,
    scores: entries.flatMap((e, i) =>
      criteria.map((c, k) => ({ entryId: e.id, criterionId: c.id, score: B[i]![k] })),
    ),
  });
  return edition.id;
}

/** Console errors and uncaught exceptions while the page is open. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a sticky header would otherwise be drawn where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    await page.screenshot({
      path: `screenshots/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** At 375 px the page has content and no horizontal scroll. */
async function fitsPhone(page: Page, path: string, heading: RegExp) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} scrollWidth`).toBeLessThanOrEqual(375);
}

test('staff score, rank and publish a contest; the portal shows the ranking', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(120_000);
  const editionId = await setUp(request, tokenOf(adminSession));

  await page.context().setStorageState(adminSession);
  await page.goto(`/entrepreneurship/scoring?editionId=${editionId}`);
  await expect(
    page.locator('.ant-select').filter({ has: page.locator('#contest-judge') }),
  ).toContainText(`评委A`);
  const grid = page.getByTestId('score-grid');
  await expect(grid).toContainText(PROJECTS[0]!);
  for (const [i, project] of PROJECTS.entries()) {
    await grid.getByLabel(`${project} 商业模式`).fill(String(A[i]![0]));
    await grid.getByLabel(`${project} 创新性`).fill(String(A[i]![1]));
  }
  await expect(row(page, PROJECTS[0]!)).toContainText('91.00');
  await page.getByRole('button', { name: '保存评分' }).click();
  await expect(page.getByText('评分已保存').first()).toBeVisible();
  await shoot(page, 'contest-scoring');

  await page.goto(`/entrepreneurship/ranking?editionId=${editionId}`);
  await expect(page.getByText('尚未计算排名')).toBeVisible();
  await page.getByRole('button', { name: '计算排名' }).click();
  await expect(page.getByText(/排名已计算/).first()).toBeVisible();
  const top = row(page, PROJECTS[0]!);
  await expect(top.locator('td').nth(1)).toHaveText('1');
  await top.getByRole('button', { name: /展开/ }).click();
  await expect(page.getByTestId('score-sheet').first()).toContainText('评委A');
  await page.getByRole('button', { name: '公布结果' }).click();
  await confirmPopup(page);
  await expect(page.getByText(/结果已公布/).first()).toBeVisible();
  await expect(page.getByText('结果已公布', { exact: true })).toBeVisible();
  await shoot(page, 'contest-ranking');

  // The portal, as a visitor.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const errors = watchErrors(page);
  await page.goto(`/cydsxiangqing?id=${editionId}`);
  await expect(page.getByRole('heading', { level: 1, name: EDITION })).toBeVisible();
  const first = page
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: PROJECTS[0]! }) });
  await expect(first).toContainText('第1名');
  await first.getByText('查看评分表').click();
  await expect(first.getByRole('table')).toContainText('评委A');
  await expect(first.getByRole('table')).toContainText('评委B');
  await expect(page.getByText('甲评审')).toHaveCount(0);
  await expect(page.getByText('参赛人一')).toHaveCount(0);

  await page.goto('/cyds');
  await expect(page.getByRole('link', { name: new RegExp(EDITION) })).toBeVisible();
  await fitsPhone(page, '/cyds', /退役军人创业创新大赛/);
  await fitsPhone(page, `/cydsxiangqing?id=${editionId}`, new RegExp(EDITION));
  expect(errors).toEqual([]);
});

test('the portal pages of the demo contest, at 1440 and 375 px', async ({ page, request }) => {
  const errors = watchErrors(page);
  const res = await request.get('/api/portal/contest/list?pageSize=50');
  const records = ((await res.json()) as { result: { records: Array<Record<string, unknown>> } })
    .result.records;
  const demo = records.find(
    (r) => r.resultsPublished && /河北省退役军人创业创新大赛/.test(String(r.name)),
  );
  expect(demo, 'the demo edition with published results').toBeTruthy();
  await page.goto('/cyds');
  await expect(page.getByRole('heading', { name: '正在报名' })).toBeVisible();
  await shoot(page, 'portal-cyds');
  await page.goto(`/cydsxiangqing?id=${String(demo!.id)}`);
  await expect(page.getByText('评委分歧').first()).toBeVisible();
  await page.getByText('查看评分表').first().click();
  await expect(page.getByText(/回避/).first()).toBeAttached();
  await shoot(page, 'portal-cydsxiangqing');
  await fitsPhone(page, `/cydsxiangqing?id=${String(demo!.id)}`, /河北省退役军人创业创新大赛/);
  // A score sheet opened on a phone scrolls inside its box, not the page.
  await page.getByText('查看评分表').first().click();
  const sheet = page.getByRole('table').first();
  await sheet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/portal-cydsxiangqing-375-sheet.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});

test('the back-office pages of 创业服务 open with their sub-tables', async ({
  page,
  adminSession,
}) => {
  await page.context().setStorageState(adminSession);
  const errors = watchErrors(page);
  const drawer = page.locator('.ant-drawer');
  const close = () => drawer.getByRole('button', { name: '关闭' }).click();

  await page.goto('/entrepreneurship/entrepreneur');
  await page.locator('.ant-table-row').first().getByRole('button', { name: '扶持记录' }).click();
  await expect(drawer).toContainText('一次性创业补贴');
  await close();

  await page.goto('/entrepreneurship/project');
  await expect(row(page, '设施蔬菜智慧种植示范园')).toBeVisible();
  await row(page, '设施蔬菜智慧种植示范园').getByRole('button', { name: '创业导师' }).click();
  await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
  await close();

  await page.goto('/entrepreneurship/contest');
  const demo = row(page, '河北省退役军人创业创新大赛').filter({ hasText: '已公布' });
  await demo.getByRole('button', { name: '评审组' }).click();
  await expect(drawer.locator('.ant-table-row')).toHaveCount(5);
  await close();
  await demo.getByRole('button', { name: '评分标准' }).click();
  await expect(drawer).toContainText('商业模式与可行性');
  await page.screenshot({ path: 'screenshots/contest-criteria.png' });
  await close();

  await page.goto('/entrepreneurship/judge');
  await expect(row(page, '刘志强')).toContainText('河北经贸大学');
  expect(errors).toEqual([]);
});
