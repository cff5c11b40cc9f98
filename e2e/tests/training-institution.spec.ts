import { api } from './api-setup';
import { creditCode } from './check-codes';
import { expect, test } from './e2e-test';
import { signIn } from './fixtures';
import { modal, nextFrames, ok, row } from './page-parts';
import { tokenOf } from './sessions';

/** 培训机构: staff open an account for an institution; the institution keeps its information. */
const stamp = Date.now().toString().slice(-6);
const NAME = `石家庄退役军人技能培训学校${stamp}`;
const PHONE = `134${stamp}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

test('staff open an institution account; the institution signs in and keeps its information', async ({
  page,
  request,
  adminSession,
}) => {
  const token = tokenOf(adminSession);
  await api(request, token, 'POST', '/training/institution/add', {
    institutionName: NAME,
    institutionType: '1',
    creditCode: creditCode(`52130100MJ${stamp}1`),
    regionCode: '130102',
    contactName: '刘老师',
    contactPhone: '13912340000',
    trainingScope: '电工,焊工',
  });

  await page.context().setStorageState(adminSession);
  await page.goto('/training/institution');
  await row(page, NAME).getByRole('button', { name: '开通账号' }).click();
  const dialog = modal(page, '开通账号');
  await dialog.locator('#account-realname').fill('赵主任');
  await dialog.locator('#account-mobile').fill(PHONE);
  await dialog.locator('#password').fill('Train#2026pw');
  await dialog.locator('#confirmpassword').fill('Train#2026pw');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('账号已开通').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/training-institutions.png' });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, PHONE, 'Train#2026pw', '/qylogin');
  await page.goto('/institution/info');
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText('13912340000')).toBeVisible();
  await page.getByRole('button', { name: '编辑机构信息' }).click();
  await page.locator('#form_trInstitution_trainingScope').fill('电工,焊工,叉车司机');
  await ok(page, '编辑培训机构').click();
  await expect(page.getByText('编辑成功').first()).toBeVisible();
  await expect(page.getByText('电工,焊工,叉车司机')).toBeVisible();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrames(page);
    await page.screenshot({
      path: `screenshots/institution-info-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
});
