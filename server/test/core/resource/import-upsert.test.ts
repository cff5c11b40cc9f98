import { permissionCode, type ResourceDef, resumeResource } from '@vets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../../src/core/auth/permission-store.js';
import { newId } from '../../../src/db/ids.js';
import { multipart } from '../../helpers/multipart.js';
import { addResume, idCard } from '../../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';
import { download, postImport, readSheet, workbook } from '../../helpers/workbook.js';

/**
 * Import by key: with `importKey`, a row whose key a record in the caller's scope holds updates
 * that record; a preview reports what the import would do and writes nothing. Resumes (one per
 * ID number) stand in for such a resource: the key is set on their definition for this file,
 * and taken off after it (the definition is shared by the files a worker runs).
 */
(resumeResource as ResourceDef).importKey = 'idCard';
afterAll(() => {
  delete (resumeResource as ResourceDef).importKey;
});

const t = useTestApp();
const RESUME = '/recruitment/resume';
const RESUME_MENU = 'menu-zp-resume';
const ROLE = 'role-zp-import-county';
let admin: Record<string, string>;
let county: Record<string, string>;
const call = apiCaller(t, () => admin);

const HEADER = ['姓名', '身份证号', '手机号', '户籍/常住地区', '最高学历', '公开状态'];
const card = (n: number) => idCard('130102', '19880101', String(n).padStart(3, '0'));
const row = (name: string, n: number, phone = '13900000000', education = '大专') => [
  name,
  card(n),
  phone,
  '长安区',
  education,
  '公开',
];

/** A county clerk who may list and import resumes of their own department only. */
async function countyClerk(): Promise<Record<string, string>> {
  const buttons = await t.db
    .selectFrom('sysPermission')
    .select('id')
    .where('parentId', '=', RESUME_MENU)
    .where('perms', 'in', [
      permissionCode(resumeResource, 'list'),
      permissionCode(resumeResource, 'import'),
    ])
    .execute();
  expect(buttons).toHaveLength(2);
  await t.db
    .insertInto('sysRole')
    .values({ id: ROLE, roleName: '县级导入', roleCode: 'zp_import', createTime: '2026-11-01' })
    .execute();
  const rule = await call('POST', '/sys/permission/addPermissionRule', {
    permissionId: RESUME_MENU,
    ruleName: '本部门',
    ruleColumn: 'sysOrgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await t.db
    .insertInto('sysRolePermission')
    .values(
      [RESUME_MENU, ...buttons.map((b) => b.id)].map((permissionId) => ({
        id: newId(),
        roleId: ROLE,
        permissionId,
        dataRuleIds: permissionId === RESUME_MENU ? rule.json().result.id : null,
      })),
    )
    .execute();
  await bumpPermissionVersion(t.ctx.db);
  const u = await createUser(t.ctx, { username: 'zp_import', roles: [], orgCode: 'A01A01A01' });
  await t.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: u.id, roleId: ROLE })
    .execute();
  return withToken((await login(t.app, u.username, u.password)).token);
}

function postPreview(headers: Record<string, string>, content: Buffer) {
  const body = multipart({}, [{ field: 'files[]', name: 'import.xlsx', content }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}${RESUME}/importPreview`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const resumeOf = (n: number) =>
  t.db
    .selectFrom('zpResume')
    .select(['id', 'realName', 'phone', 'education', 'version', 'updateBy', 'searchText'])
    .where('idCard', '=', card(n))
    .executeTakeFirst();

async function resumeCount(): Promise<number> {
  const r = await t.db
    .selectFrom('zpResume')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The reasons of an error report's rows (the importer's own), by the name in their first column. */
async function reportReasons(
  fileUrl: string,
  headers: Record<string, string>,
): Promise<Map<string, string>> {
  const { records } = await readSheet(await download(t, headers, fileUrl));
  return new Map(records().map((r) => [String(r.姓名), String(r.错误原因)]));
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  county = await countyClerk();
});

describe('importing by key (importKey)', () => {
  it('skips every row of an exported file as unchanged', async () => {
    // Kept by the office of 桥西区: outside the county clerk's 长安区.
    for (const n of [1, 2, 3])
      await addResume(call, `导出军人${n}`, card(n), { education: '3', regionCode: '130104' });
    const before = await resumeCount();
    const file = await download(t, admin, `${RESUME}/exportXls?realName=导出军人*`);
    const res = await postImport(t, admin, RESUME, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      successCount: 0,
      updatedCount: 0,
      errorCount: 0,
      skippedCount: 3,
    });
    expect(await resumeCount()).toBe(before);
    expect((await resumeOf(1))?.version).toBe(1);
  });

  it('updates the record a changed row names, only in the cells the file fills', async () => {
    const before = await resumeCount();
    const { wb, sheet, col } = await readSheet(
      await download(t, admin, `${RESUME}/exportXls?realName=导出军人*`),
    );
    let changed = 0;
    sheet.eachRow((r, n) => {
      if (n > 1 && r.getCell(col('身份证号')).value === card(2)) {
        r.getCell(col('姓名')).value = '改名军人';
        r.getCell(col('手机号')).value = '13711112222';
        r.getCell(col('最高学历')).value = null;
        changed++;
      }
    });
    expect(changed).toBe(1);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await postImport(t, admin, RESUME, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      successCount: 1,
      updatedCount: 1,
      errorCount: 0,
      skippedCount: 2,
    });
    expect(res.json().message).toBe(
      '文件导入成功！共导入 1 条数据（新增 0 条，更新 1 条），2 条与已有数据相同，已跳过',
    );
    expect(await resumeCount()).toBe(before);
    const updated = await resumeOf(2);
    expect(updated).toMatchObject({
      realName: '改名军人',
      phone: '13711112222',
      // The emptied cell left the stored value.
      education: '3',
      version: 2,
      updateBy: 'admin',
    });
    // The resource's afterWrite ran: the search text follows the new name.
    expect(updated?.searchText).toContain('改名军人');
    expect((await resumeOf(1))?.version).toBe(1);

    const again = await postImport(t, admin, RESUME, file);
    expect(again.json().result).toMatchObject({
      successCount: 0,
      updatedCount: 0,
      skippedCount: 3,
    });
    expect((await resumeOf(2))?.version).toBe(2);
  });

  it('refuses a key held by a record outside the caller’s scope, saying nothing of it', async () => {
    const theirs = await resumeOf(1);
    const file = await workbook([HEADER, row('越权军人', 1, '13622223333'), row('县里军人甲', 11)]);
    const res = await postImport(t, county, RESUME, file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 1, updatedCount: 0, errorCount: 1 });
    const reasons = await reportReasons(res.json().result.fileUrl, county);
    const reason = `身份证号为“${card(1)}”的记录不在您的管辖范围内，不能导入`;
    expect(reasons.get('越权军人')).toBe(reason);
    expect(res.body).not.toContain(String(theirs?.realName));
    expect(res.body).not.toContain(String(theirs?.phone));
    expect(await resumeOf(1)).toEqual(theirs);
    expect((await resumeOf(11))?.realName).toBe('县里军人甲');

    // Their own record, by the same import, is theirs to update.
    const own = await postImport(
      t,
      county,
      RESUME,
      await workbook([HEADER, row('县里军人甲', 11, '13633334444')]),
    );
    expect(own.json().result).toMatchObject({ successCount: 1, updatedCount: 1, errorCount: 0 });
    expect(await resumeOf(11)).toMatchObject({ phone: '13633334444', version: 2 });
  });

  it('refuses the second row of a key the file already gave, even in a later batch', async () => {
    const before = await resumeCount();
    const rows = Array.from({ length: 60 }, (_, i) => row(`批量军人${i}`, 100 + i));
    rows.push(row('重复军人', 103));
    const res = await postImport(t, admin, RESUME, await workbook([HEADER, ...rows]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 60, updatedCount: 0, errorCount: 1 });
    const reasons = await reportReasons(res.json().result.fileUrl, admin);
    expect(reasons.get('重复军人')).toBe(`身份证号“${card(103)}”在文件中重复`);
    expect(await resumeCount()).toBe(before + 60);
    expect(await resumeOf(103)).toMatchObject({ realName: '批量军人3', version: 1 });
  });
});

describe('import preview (importPreview)', () => {
  it('writes nothing and foresees exactly what the import then does', async () => {
    const arranged = await postImport(
      t,
      county,
      RESUME,
      await workbook([HEADER, row('县里军人乙', 12), row('县里军人丙', 13)]),
    );
    expect(arranged.json().result, arranged.body).toMatchObject({ successCount: 2 });
    const file = await workbook([
      HEADER,
      row('新来军人甲', 21),
      row('新来军人乙', 22),
      row('县里军人乙', 12, '13644445555'),
      row('县里军人丙', 13),
      row('重名军人', 21),
      row('错号军人', 23, '12345'),
      row('越权军人', 2),
    ]);
    const before = await resumeCount();
    const versions = [await resumeOf(12), await resumeOf(2)];
    const logged = async () =>
      (await t.db.selectFrom('sysLog').select('requestUrl').execute()).map((r) => r.requestUrl);
    const importsLogged = async () =>
      (await logged()).filter((u) => u?.endsWith('/importExcel')).length;
    const importsBefore = await importsLogged();

    const preview = await postPreview(county, file);
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json().result;
    expect(result).toMatchObject({ addCount: 2, updateCount: 1, unchangedCount: 1, errorCount: 3 });
    expect(preview.json().message).toBe(
      '预检完成：将新增 2 条，将更新 1 条，未变化 1 条，有误 3 条',
    );
    expect(result.samples.errors.map((e: { row: number }) => e.row)).toEqual([6, 7, 8]);
    expect(result.samples.errors[0].reason).toBe(`身份证号“${card(21)}”在文件中重复`);
    expect(result.samples.errors[1].reason).toContain('手机号');
    expect(result.samples.errors[2].reason).toBe(
      `身份证号为“${card(2)}”的记录不在您的管辖范围内，不能导入`,
    );
    const reasons = await reportReasons(result.fileUrl, county);
    expect([...reasons.keys()]).toEqual(['重名军人', '错号军人', '越权军人']);

    expect(await resumeCount()).toBe(before);
    expect([await resumeOf(12), await resumeOf(2)]).toEqual(versions);
    expect(await resumeOf(21)).toBeUndefined();

    const imported = await postImport(t, county, RESUME, file);
    expect(imported.statusCode, imported.body).toBe(201);
    const done = imported.json().result;
    expect({
      addCount: done.successCount - done.updatedCount,
      updateCount: done.updatedCount,
      unchangedCount: done.skippedCount,
      errorCount: done.errorCount,
    }).toEqual({
      addCount: result.addCount,
      updateCount: result.updateCount,
      unchangedCount: result.unchangedCount,
      errorCount: result.errorCount,
    });
    expect(imported.json().message).toBe(
      '导入完成：成功 3 条（新增 2 条，更新 1 条），失败 3 条，1 条与已有数据相同，已跳过，请下载错误报告查看原因',
    );
    expect(await resumeCount()).toBe(before + 2);
    expect(await resumeOf(12)).toMatchObject({ phone: '13644445555', version: 2 });

    // The operation log is written after the answer: the import's row shows up, the preview's never.
    await expect.poll(importsLogged, { timeout: 10_000 }).toBe(importsBefore + 1);
    expect((await logged()).filter((u) => u?.endsWith('/importPreview'))).toEqual([]);
  });

  it('needs the import permission and a session, and a multipart upload', async () => {
    const file = await workbook([HEADER, row('无权军人', 31)]);
    const nobody = await createUser(t.ctx, { username: 'zp_noimport', roles: [] });
    const token = withToken((await login(t.app, nobody.username, nobody.password)).token);
    expect((await postPreview(token, file)).statusCode).toBe(403);
    expect((await postPreview({}, file)).statusCode).toBe(401);
    const notFile = await call('POST', `${RESUME}/importPreview`, { a: 1 });
    expect(notFile.statusCode).toBe(400);
    expect(notFile.json().message).toBe('请以 multipart/form-data 上传 Excel 文件');
    expect(await resumeOf(31)).toBeUndefined();
  });
});
