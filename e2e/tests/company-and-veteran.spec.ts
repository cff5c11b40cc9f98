import type { Browser, Page } from '@playwright/test';
import { api, apiToken } from './api-setup';
import { creditCode, idCard } from './check-codes';
import { expect, test } from './e2e-test';
import { passSlider, serverLogLines, signIn, smsCodeFromLog } from './fixtures';
import {
  addButton,
  confirmPopup,
  fillDate,
  modal,
  pickArea,
  pickCategory,
  row,
  saveForm,
} from './page-parts';
import { ADDS_COMPANIES } from './side-by-side';

/**
 * The whole story of the portal's two kinds of users: a company registers with a code read from
 * the development SMS provider's log, staff approve it, it publishes a position; a veteran signs
 * in on the portal, links the archive and applies; the company invites to an interview and the
 * veteran sees the invitation.
 */
const stamp = Date.now().toString().slice(-6);
const twoDigits = () => String(Math.floor(Math.random() * 100)).padStart(2, '0');
const COMPANY_PHONE = `135${stamp}${twoDigits()}`;
const VETERAN_PHONE = `136${stamp}${twoDigits()}`;
const COMPANY = `注册测试${stamp}科技有限公司`;
const POSITION = `设备巡检员${stamp}`;
const VETERAN = {
  realName: '邢国栋',
  idCard: idCard('130102', '19880512', 100 + (Number(stamp) % 800)),
};
const PLACE = '石家庄市长安区建设北大街8号';
const shot = (name: string) => `screenshots/story-${name}.png`;

/** Sends a code from the form on screen (after the slider) and types it in. */
async function enterSmsCode(page: Page, phone: string) {
  await page.locator('#mobile').fill(phone);
  // The server refuses a slider finished within 0.8 s of the page asking for its ticket.
  await page.waitForTimeout(1000);
  await passSlider(page);
  const from = serverLogLines();
  await page.getByTestId('sms-send').click();
  await page.locator('#captcha').fill(await smsCodeFromLog(phone, from));
}

async function registerCompany(page: Page) {
  await page.goto('/qylogin');
  await page.getByRole('link', { name: '企业注册' }).click();
  await expect(page).toHaveURL(/\/zhuce$/);
  await enterSmsCode(page, COMPANY_PHONE);
  await page.locator('#password').fill('Comp#2026pass');
  await page.locator('#confirmpassword').fill('Comp#2026pass');
  await page.locator('#companyName').fill(COMPANY);
  await page.locator('#creditCode').fill(creditCode(`91130100MA${stamp}1`).toLowerCase());
  await page.locator('#regionCode').click();
  await page.locator('.ant-cascader-menu').first().getByText('石家庄市', { exact: true }).click();
  await page.locator('.ant-cascader-menu').nth(1).getByText('长安区', { exact: true }).click();
  await page.locator('#contactName').fill('周经理');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/user\/register-result$/);
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(page.getByText(`登录账号为您的手机号 ${COMPANY_PHONE}`)).toBeVisible();
}

async function publishPosition(page: Page) {
  await page.goto('/company/position');
  await addButton(page).click();
  await page.locator('#form_zpPosition_title').fill(POSITION);
  // The company's own name fills 招聘企业 by itself: it is the only one it may choose.
  await expect(
    page.locator('.ant-select').filter({ has: page.locator('#form_zpPosition_companyId') }),
  ).toContainText(COMPANY);
  await pickCategory(
    page,
    '#form_zpPosition_categoryId',
    '社会生产服务和生活服务人员',
    '交通运输、仓储物流和邮政业服务人员',
  );
  await page.locator('#form_zpPosition_salaryMin').fill('4500');
  await page.locator('#form_zpPosition_salaryMax').fill('6500');
  await pickArea(page, '#form_zpPosition_regionCode', ['河北省', '石家庄市', '长安区']);
  await fillDate(page, '#form_zpPosition_expireDate', '2099-12-31');
  await saveForm(page, '新增招聘岗位', '添加成功！');
  await row(page, POSITION).getByRole('button', { name: '发布' }).click();
  await confirmPopup(page);
  await expect(row(page, POSITION)).toContainText('已发布');
}

async function applyForBooth(page: Page, fair: string) {
  await page.goto('/company/booth');
  const fairRow = row(page, fair);
  await expect(fairRow).toContainText('未申请');
  await fairRow.getByRole('button', { name: '申请展位' }).click();
  await page.locator('#booth-positions').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: POSITION })
    .click();
  await page.keyboard.press('Escape');
  await modal(page, '申请展位')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('展位申请已提交，请等待服务中心审核')).toBeVisible();
  await expect(fairRow).toContainText('待审核');
  await expect(fairRow).toContainText(`参会岗位：${POSITION}`);
}

async function veteranApplies(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/qzdl');
  await enterSmsCode(page, VETERAN_PHONE);
  await page.getByTestId('phone-login-submit').click();
  await expect(page).toHaveURL(/\/grzx$/);
  await page.getByLabel('姓名').fill(VETERAN.realName);
  await page.getByLabel('身份证号').fill(VETERAN.idCard);
  await page.getByRole('button', { name: '核对并关联' }).click();
  await expect(page.getByText(`您好，${VETERAN.realName}`)).toBeVisible();
  await expect(page.getByText('我的简历')).toBeVisible();

  await page.goto(`/zpgw?keyword=${encodeURIComponent(POSITION)}`);
  await page.getByText(POSITION).first().click();
  await expect(page).toHaveURL(/\/zpxxxq\?id=/);
  await page.getByRole('button', { name: '投递简历' }).click();
  await expect(page.getByRole('status')).toHaveText('投递成功，请留意企业的面试邀请');
  await expect(page.getByRole('button', { name: '已投递' })).toBeDisabled();
  // Signed in, the veteran sees whom to call; anonymous visitors are offered the sign-in.
  await expect(page.getByTestId('company-contact')).toContainText('联系人：周经理');
  await page.getByRole('button', { name: '收藏岗位' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeDisabled();
  await page.screenshot({ path: shot('veteran-position'), fullPage: true });
  return page;
}

async function companyInvites(page: Page) {
  await page.goto('/company/delivery');
  await expect(row(page, POSITION)).toContainText(VETERAN.realName);
  await expect(row(page, POSITION)).toContainText('已投递');
  await row(page, POSITION).getByRole('button', { name: '安排面试' }).click();
  await fillDate(page, '#form_zpInterview_interviewTime', '2099-03-02 09:30:00');
  await page.locator('#form_zpInterview_place').fill(PLACE);
  await saveForm(page, '新增面试', '添加成功！');
  await expect(row(page, POSITION)).toContainText('邀请面试');
}

test('a company registers and hires through the portal; a veteran applies and is invited', {
  tag: ADDS_COMPANIES,
}, async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await registerCompany(page);

  const token = await apiToken(request);
  const list = await api<{ records: Array<{ id: string; auditStatus: string }> }>(
    request,
    token,
    'GET',
    `/recruitment/company/list?companyName=${encodeURIComponent(COMPANY)}`,
  );
  expect(list.records).toHaveLength(1);
  expect(list.records[0]!.auditStatus).toBe('0');
  await api(request, token, 'POST', '/recruitment/company/audit', {
    ids: list.records[0]!.id,
    approve: true,
  });
  // The veteran's archive, kept by the service station with the phone they sign in with.
  await api(request, token, 'POST', '/archive/basic/add', {
    ...VETERAN,
    phone: VETERAN_PHONE,
    residenceRegion: '130102',
    employmentStatus: '2',
  });

  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/qylogin$/);
  await signIn(page, COMPANY_PHONE, 'Comp#2026pass', '/qylogin');
  await page.goto('/company/info');
  await expect(page.getByText('已通过').first()).toBeVisible();
  await publishPosition(page);
  const fair = `退役军人专场招聘会${stamp}`;
  await api(request, token, 'POST', '/recruitment/jobFair/add', {
    title: fair,
    fairType: '2',
    organizer: '石家庄市退役军人服务中心',
    regionCode: '130102',
    startTime: '2099-05-01 09:00:00',
    endTime: '2099-05-01 16:00:00',
    status: '1',
  });
  await applyForBooth(page, fair);

  const veteranPage = await veteranApplies(browser);
  await companyInvites(page);

  await veteranPage.goto('/grzx');
  const application = veteranPage.getByTestId('my-application').filter({ hasText: POSITION });
  await expect(application).toContainText('邀请面试');
  await expect(application.getByTestId('interview-invite')).toContainText('2099-03-02 09:30');
  await expect(application.getByTestId('interview-invite')).toContainText(PLACE);
  await expect(veteranPage.getByTestId('my-favorite')).toContainText(POSITION);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/company/info');
    await expect(page.getByText(COMPANY).first()).toBeVisible();
    await page.screenshot({ path: shot(`company-info-${width}`), fullPage: true });
    await page.goto('/company/booth');
    await expect(row(page, fair)).toBeVisible();
    await page.screenshot({ path: shot(`company-booth-${width}`), fullPage: true });
    await page.goto('/company/delivery');
    // A phone's list keeps the applicant's name and hides the position's column.
    await expect(row(page, VETERAN.realName)).toBeVisible();
    await page.screenshot({ path: shot(`company-delivery-${width}`), fullPage: true });
    await veteranPage.setViewportSize({ width, height: 900 });
    await veteranPage.reload();
    await expect(application).toBeVisible();
    await veteranPage.screenshot({ path: shot(`veteran-grzx-${width}`), fullPage: true });
  }
  await veteranPage.context().close();
});
