import { creditCode, idCardOf } from './check-codes';
import { expect, test } from './e2e-test';
import {
  addButton,
  confirmPopup,
  fillDate,
  pickArea,
  pickCategory,
  pickRecord,
  row,
  saveForm,
} from './page-parts';
import { ADDS_COMPANIES } from './side-by-side';

const stamp = Date.now().toString().slice(-6);
const COMPANY = `冀中安达物流有限公司${stamp}`;
const POSITION = `冷链配送司机${stamp}`;
const VETERAN = '韩立军';

test('staff run recruitment end to end, and the portal shows the published position', {
  tag: ADDS_COMPANIES,
}, async ({ page, adminSession }) => {
  test.setTimeout(180_000);
  await page.context().setStorageState(adminSession);

  // 1. A company, approved, with a published position.
  await page.goto('/recruitment/company');
  await addButton(page).click();
  await page.locator('#form_zpCompany_companyName').fill(COMPANY);
  await page.locator('#form_zpCompany_creditCode').fill(creditCode(`91130100MA0${stamp}`));
  await pickArea(page, '#form_zpCompany_regionCode', ['河北省', '石家庄市', '长安区']);
  await saveForm(page, '新增企业', '添加成功！');
  await row(page, COMPANY).getByRole('button', { name: '审核' }).click();
  await saveForm(page, '审核企业', '审核通过');
  await expect(row(page, COMPANY)).toContainText('已通过');

  await page.goto('/recruitment/position');
  await addButton(page).click();
  await page.locator('#form_zpPosition_title').fill(POSITION);
  await pickRecord(page, '#form_zpPosition_companyId', COMPANY);
  await pickCategory(
    page,
    '#form_zpPosition_categoryId',
    '社会生产服务和生活服务人员',
    '交通运输、仓储物流和邮政业服务人员',
  );
  await page.locator('#form_zpPosition_salaryMin').fill('5000');
  await page.locator('#form_zpPosition_salaryMax').fill('8000');
  await pickArea(page, '#form_zpPosition_regionCode', ['河北省', '石家庄市', '长安区']);
  await page.locator('#form_zpPosition_skillTags').fill('驾驶,冷链');
  await fillDate(page, '#form_zpPosition_expireDate', '2099-12-31');
  await saveForm(page, '新增招聘岗位', '添加成功！');
  await row(page, POSITION).getByRole('button', { name: '发布' }).click();
  await confirmPopup(page);
  await expect(row(page, POSITION)).toContainText('已发布');

  // 2. The portal lists it; its detail and the company's page open.
  await page.goto(`/zpgw?keyword=${encodeURIComponent(POSITION)}`);
  await page.getByText(POSITION).first().click();
  await expect(page).toHaveURL(/\/zpxxxq\?id=/);
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await page.getByText('查看企业信息').click();
  await expect(page).toHaveURL(/\/zpxxxq\/qyxx\?id=/);
  await expect(page.getByText(COMPANY).first()).toBeVisible();

  // 3. A resume whose matching list shows the position with its breakdown.
  await page.goto('/recruitment/resume');
  await addButton(page).click();
  await page.locator('#form_zpResume_realName').fill(VETERAN);
  await page
    .locator('#form_zpResume_idCard')
    .fill(idCardOf(`${`1301021990${stamp.slice(0, 4)}`.slice(0, 10)}0101${stamp.slice(-3)}`));
  await page.locator('#form_zpResume_phone').fill('13803110001');
  await pickArea(page, '#form_zpResume_regionCode', ['河北省', '石家庄市', '长安区']);
  await pickCategory(
    page,
    '#form_zpResume_intentionCategories',
    '社会生产服务和生活服务人员',
    '交通运输、仓储物流和邮政业服务人员',
  );
  await page.keyboard.press('Escape');
  await page.locator('#form_zpResume_skills').fill('驾驶');
  await saveForm(page, '新增简历', '添加成功！');
  await row(page, VETERAN).first().getByRole('button', { name: '匹配岗位' }).click();
  const match = page.getByTestId('match-list');
  const hit = match.locator('.ant-table-row').filter({ hasText: POSITION });
  await expect(hit).toBeVisible();
  await hit.locator('.ant-table-row-expand-icon').click();
  const breakdown = page.getByTestId('match-breakdown');
  await expect(breakdown).toContainText('岗位类别');
  await expect(breakdown).toContainText('工作地区');
  await expect(breakdown).toContainText('30 / 30');
  await page.locator('.ant-drawer-close').click();

  // 4. An application, an interview and the hire.
  await page.goto('/recruitment/delivery');
  await addButton(page).click();
  await pickRecord(page, '#form_zpDelivery_resumeId', VETERAN);
  await pickRecord(page, '#form_zpDelivery_positionId', POSITION);
  await saveForm(page, '新增岗位投递', '添加成功！');
  await expect(row(page, POSITION)).toContainText('已投递');
  await row(page, POSITION).getByRole('button', { name: '安排面试' }).click();
  await fillDate(page, '#form_zpInterview_interviewTime', '2099-01-05 09:30:00');
  await page.locator('#form_zpInterview_place').fill('石家庄市长安区中山东路100号');
  await saveForm(page, '新增面试', '添加成功！');
  await expect(row(page, POSITION)).toContainText('邀请面试');
  await row(page, POSITION).getByRole('button', { name: '录用' }).click();
  await confirmPopup(page);
  await expect(row(page, POSITION)).toContainText('已录用');
});

test('portal pages have no horizontal scroll at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const noScroll = async (path: string) => {
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, width }).toEqual({ path, width: 375 });
  };
  for (const path of ['/home', '/zph', '/zpxx', '/zpqiye', '/zpgw']) {
    await page.goto(path);
    await noScroll(path);
  }
  // The details, opened from the lists of the demo data.
  await page.goto('/zpgw');
  await page.locator('a[href^="/zpxxxq?id="]').first().click();
  await noScroll('/zpxxxq');
  await page.getByText('查看企业信息').click();
  await noScroll('/zpxxxq/qyxx');
  await page.goto('/zph');
  await page.locator('a[href^="/zphxq?id="]').first().click();
  await noScroll('/zphxq');
});
