import type { Browser, Page } from '@playwright/test';
import { api } from './api-setup';
import { idCard } from './check-codes';
import { expect, test } from './e2e-test';
import { openMenu, passSlider, serverLogLines, smsCodeFromLog } from './fixtures';
import { addButton, confirmPopup, fillDate, modal, ok, pickOption, row } from './page-parts';
import { openSignedIn, type SessionState, tokenOf } from './sessions';

/**
 * 政策发布 end to end: staff publish a policy with a PDF attachment; the portal lists it and
 * previews the PDF in the page; 政策找人 tells the veteran it fits, who reads the message and,
 * on the policy, why it applies.
 */
const stamp = Date.now().toString().slice(-6);
const POLICY = `未就业退役军人援助办法${stamp}`;
const VETERAN_PHONE = `137${stamp}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
const VETERAN = {
  realName: '祁振华',
  idCard: idCard('130102', '19870315', 100 + (Number(stamp) % 800)),
};

/** A one-page PDF (a filled square), written out with its byte offsets. */
function tinyPdf(): Buffer {
  const stream = '0 0.4 0.8 rg 100 500 300 200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function staffPublishPolicy(page: Page, admin: SessionState) {
  await openSignedIn(page, admin);
  await openMenu(page, '信息发布', '/publishing/policy');
  await addButton(page).click();
  const dialog = modal(page, '新增政策');
  await page.locator('#form_pubPolicy_title').fill(POLICY);
  await page.locator('#form_pubPolicy_issuingAuthority').fill('石家庄市退役军人事务局');
  await dialog.getByRole('radio', { name: '市级' }).check();
  await dialog.getByRole('radio', { name: '就业', exact: true }).check();
  await fillDate(page, '#form_pubPolicy_issueDate', '2026-11-01');
  await pickOption(page, '#form_pubPolicy_targetEmploymentStatus', '未就业');
  await dialog.getByText('新增政策', { exact: true }).click();
  await dialog.locator('.ProseMirror').first().click();
  await page.keyboard.type('对未就业的退役军人提供一对一就业援助。');
  await dialog.locator('input[type=file]').last().setInputFiles({
    name: '援助办法.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(dialog.getByText('援助办法.pdf')).toBeVisible();
  await ok(page, '新增政策').click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  await row(page, POLICY).getByRole('button', { name: '发布' }).click();
  await confirmPopup(page);
  await expect(row(page, POLICY)).toContainText('已发布');
}

async function veteranLinks(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/qzdl');
  await page.locator('#mobile').fill(VETERAN_PHONE);
  await page.waitForTimeout(1000);
  await passSlider(page);
  const from = serverLogLines();
  await page.getByTestId('sms-send').click();
  await page.locator('#captcha').fill(await smsCodeFromLog(VETERAN_PHONE, from));
  await page.getByTestId('phone-login-submit').click();
  await expect(page).toHaveURL(/\/grzx$/);
  await page.getByLabel('姓名').fill(VETERAN.realName);
  await page.getByLabel('身份证号').fill(VETERAN.idCard);
  await page.getByRole('button', { name: '核对并关联' }).click();
  await expect(page.getByText(`您好，${VETERAN.realName}`)).toBeVisible();
  return page;
}

test('staff publish a policy with a PDF; the portal previews it and 政策找人 tells the veteran', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  test.setTimeout(120_000);
  const token = tokenOf(adminSession);
  await api(request, token, 'POST', '/archive/basic/add', {
    ...VETERAN,
    phone: VETERAN_PHONE,
    residenceRegion: '130102',
    employmentStatus: '2',
  });
  const veteran = await veteranLinks(browser);

  await staffPublishPolicy(page, adminSession);
  await row(page, POLICY).getByRole('button', { name: '政策找人' }).click();
  await confirmPopup(page);
  // Every unemployed veteran on record fits, the demo's too.
  await expect(page.getByText(/^已通知\d+名新符合条件的退役军人及其网格员$/)).toBeVisible();
  await row(page, POLICY).getByRole('button', { name: /更多/ }).click();
  await page
    .locator('.ant-dropdown:visible .ant-dropdown-menu')
    .getByRole('button', { name: '修订记录' })
    .click();
  await expect(page.locator('.ant-drawer').getByText('发布', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-drawer').getByText('新增', { exact: true })).toBeVisible();

  // The portal lists it, and the PDF previews inside the page.
  await page.goto(`/zcfg?keyword=${encodeURIComponent(POLICY)}`);
  await page.getByRole('link', { name: new RegExp(POLICY) }).click();
  await expect(page).toHaveURL(/\/zcfgxq\?id=/);
  await expect(page).toHaveTitle(`${POLICY} - 精准就业服务系统`);
  await expect(page.getByText('就业状态：未就业')).toBeVisible();
  await page.getByRole('button', { name: '在线预览' }).click();
  await expect(page.getByTestId('pdf-pages').locator('canvas')).toHaveCount(1);
  await page.screenshot({ path: 'screenshots/policy-detail.png', fullPage: true });

  // The veteran has the message, and the policy page says why it applies.
  await veteran.goto('/grzx');
  await expect(veteran.getByText(`政策找人：${POLICY}`)).toBeVisible();
  await veteran.goto(page.url());
  await expect(veteran.getByText('根据您的档案，该政策适用于您')).toBeVisible();
  await expect(veteran.getByText('就业状态为未就业，符合（政策要求未就业）')).toBeVisible();
  await veteran.context().close();
});

test('news and policy pages open on a phone without sideways scrolling or console errors', async ({
  browser,
  request,
}) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const news = await request.get('/api/portal/article/list?pageSize=1');
  const policy = await request.get('/api/portal/policy/list?pageSize=1');
  const newsId = (await news.json()).result.records[0].id as string;
  const policyId = (await policy.json()).result.records[0].id as string;
  for (const path of [
    '/home',
    '/xwzx',
    `/xwzxxq?id=${newsId}`,
    '/zcfg',
    `/zcfgxq?id=${policyId}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(`${path}: ${width}`).toBe(`${path}: 375`);
  }
  // On a phone the nav folds behind 栏目导航 and reaches every programme page.
  await page.getByRole('button', { name: '栏目导航' }).click();
  await page
    .getByRole('navigation', { name: '门户导航' })
    .getByRole('link', { name: '政策法规' })
    .click();
  await expect(page).toHaveURL(/\/zcfg$/);
  expect(errors).toEqual([]);
  await page.close();
});
