import { type FieldDef, fieldInForm, fieldRef, type ResourceDef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { departmentColumn } from '../../../src/core/resource/department-scope.js';
import { asAnyDb } from '../../../src/core/resource/resource-store.js';
import { newId } from '../../../src/db/ids.js';
import { officeOf } from '../../helpers/archives.js';
import { multipart } from '../../helpers/multipart.js';
import {
  COUNTY_REGION,
  clerkOf,
  everyPermissionRole,
  freshValue,
  OTHER_REGION,
  reportWalk,
  scopeOf,
} from '../../helpers/scope.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';
import { download, postImport, readSheet } from '../../helpers/workbook.js';

/**
 * Writes whose result would fall outside the caller's department are refused inside their
 * transaction and store nothing: adds, edits and imports of every resource kept by the office
 * of its region or by its owner's department; and fields only staff may set are dropped from
 * anyone else's writes.
 */
const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
let clerk: Record<string, string>;
let county: string;
const asAdmin = apiCaller(t, () => admin);
const asClerk = apiCaller(t, () => clerk);

const registered = () => t.ctx.resources.all().map((b) => b.def);

/** Resources whose department comes from a region the form sets, by that field. */
const byRegion = () =>
  registered().flatMap((def) => {
    const office = scopeOf(def)?.office;
    const field = office && 'region' in office ? office.region : undefined;
    return field && fieldInForm(def.fields[field]!) ? [[def, field] as const] : [];
  });

/** Resources whose department is their owner's, by the field naming the owner. */
const byOwner = () =>
  registered().flatMap((def) => {
    const office = scopeOf(def)?.office;
    return office && 'owner' in office ? [[def, office.owner] as const] : [];
  });

async function count(def: ResourceDef): Promise<number> {
  const row = await asAnyDb(t.ctx.db)
    .selectFrom(def.table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: unknown }).n);
}

async function stored(def: ResourceDef, id: string): Promise<Record<string, unknown>> {
  return (await asAnyDb(t.ctx.db)
    .selectFrom(def.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
}

/**
 * What an add of `def` sends, copied from a record of the demo (as the admin reads it): its form
 * fields except optional references, the clerk's first choice for required ones, fresh values
 * for unique ones, and `overrides`.
 */
async function cloneBody(def: ResourceDef, overrides: Record<string, unknown>) {
  const sample = await asAnyDb(t.ctx.db)
    .selectFrom(def.table)
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  expect(sample, `${def.key}: a demo record to copy`).toBeDefined();
  const read = await asAdmin('GET', `${def.path}/queryById?id=${(sample as { id: string }).id}`);
  expect(read.statusCode, read.body).toBe(200);
  const record = read.json().result as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(def.fields)) {
    if (!fieldInForm(f) || record[key] === null || record[key] === undefined) continue;
    // The sample may be another department's, whose references the clerk may not choose.
    const scoped = refInScope(f);
    if (scoped && !f.required) continue;
    body[key] = scoped ? await firstChoice(def, key) : f.unique ? freshValue(f) : record[key];
  }
  return { ...body, ...overrides };
}

/** The clerk's import preview of one file. */
function previewImport(path: string, content: Buffer) {
  const body = multipart({}, [{ field: 'files[]', name: 'import.xlsx', content }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}/importPreview`,
    headers: { ...clerk, ...body.headers },
    payload: body.payload,
  });
}

/** Whether a field refers to records kept in departments (not regions or global lists). */
function refInScope(f: FieldDef): boolean {
  const target = fieldRef(f);
  const source = target && t.ctx.resources.byKey(target.def.key);
  return Boolean(source && scopeOf(source.def));
}

/** The first record the clerk is offered for a reference field of `def`. */
async function firstChoice(def: ResourceDef, field: string): Promise<string> {
  const res = await asClerk('GET', `${def.path}/refOptions?field=${field}&pageSize=1`);
  expect(res.statusCode, res.body).toBe(200);
  const [option] = res.json().result.records as { value: string }[];
  expect(option, `${def.key}.${field}: a choice in the clerk’s department`).toBeDefined();
  return option!.value;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  county = await officeOf(t.ctx, COUNTY_REGION);
  await everyPermissionRole(t, 'role-scope-writer');
  clerk = await clerkOf(t, 'scope_writer', county, 'role-scope-writer');
});

describe('a write that would land outside the caller’s department', () => {
  /** An inside record of each region-placed resource, made by the clerk. */
  const inside = new Map<string, string>();

  it('an add for another county’s region is refused, naming the field, and stores nothing', async () => {
    reportWalk('adds and edits refused by region', byRegion().length);
    expect(byRegion().length).toBeGreaterThan(8);
    for (const [def, field] of byRegion()) {
      const label = def.fields[field]!.label;
      const before = await count(def);
      const body = await cloneBody(def, { [field]: OTHER_REGION });
      const out = await asClerk('POST', `${def.path}/add`, body);
      expect(`${def.key}: ${out.statusCode} ${out.json().message}`).toBe(
        `${def.key}: 400 ${label}不在您的管辖范围内，不能保存`,
      );
      expect(await count(def), def.key).toBe(before);
      const own = await asClerk('POST', `${def.path}/add`, { ...body, [field]: COUNTY_REGION });
      expect(`${def.key}: ${own.statusCode}`, own.body).toBe(`${def.key}: 200`);
      const id = String(own.json().result.id);
      expect((await stored(def, id))[departmentColumn(def)!]).toBe(county);
      inside.set(def.key, id);
    }
  });

  it('an edit moving a record to another county is refused and changes nothing', async () => {
    for (const [def, field] of byRegion()) {
      const id = inside.get(def.key)!;
      const before = await stored(def, id);
      const record = (await asClerk('GET', `${def.path}/queryById?id=${id}`)).json().result;
      const moved = await asClerk('PUT', `${def.path}/edit`, { ...record, [field]: OTHER_REGION });
      expect(`${def.key}: ${moved.statusCode}`).toBe(`${def.key}: 400`);
      expect(await stored(def, id), def.key).toEqual(before);
    }
  });

  it('an import row for another county is refused, foreseen by the preview, and stores nothing', async () => {
    let walked = 0;
    for (const [def, field] of byRegion()) {
      const id = inside.get(def.key)!;
      const file = await readSheet(
        await download(t, clerk, `${def.path}/exportXls?selections=${id}`),
      );
      const region = file.col(def.fields[field]!.label);
      file.sheet.getRow(2).getCell(region).value = '长安区';
      for (const [_key, f] of Object.entries(def.fields))
        if (f.unique && file.header.includes(f.label))
          file.sheet.getRow(2).getCell(file.col(f.label)).value = freshValue(f, OTHER_REGION);
      const before = await count(def);
      const content = Buffer.from(await file.wb.xlsx.writeBuffer());
      const preview = await previewImport(def.path, content);
      expect(`${def.key}: ${preview.statusCode}`, preview.body).toBe(`${def.key}: 200`);
      expect(preview.json().result, def.key).toMatchObject({ addCount: 0, errorCount: 1 });
      const res = await postImport(t, clerk, def.path, content);
      expect(`${def.key}: ${res.statusCode}`, res.body).toMatch(/: 20[01]$/);
      expect(res.json().result, def.key).toMatchObject({ successCount: 0, errorCount: 1 });
      expect(await count(def), def.key).toBe(before);
      walked++;
    }
    reportWalk('imports refused by region', walked);
    expect(walked).toBe(byRegion().length);
  });

  it('a record cannot be given an owner of another department', async () => {
    expect(byOwner().length).toBeGreaterThan(6);
    let walked = 0;
    for (const [def, field] of byOwner()) {
      const ref = def.fields[field]!.ref;
      const office = scopeOf(def)!.office as { resource?: string };
      const ownerKey = office.resource ?? (typeof ref === 'string' ? ref : ref!.resource);
      const owner = t.ctx.resources.byKey(ownerKey)!.def;
      const column = departmentColumn(owner)!;
      const foreign = (await asAnyDb(t.ctx.db)
        .selectFrom(owner.table)
        .select('id')
        .where(column, 'not like', `${county}%`)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()) as { id: string };
      const before = await count(def);
      const body = fieldInForm(def.fields[field]!)
        ? await cloneBody(def, { [field]: foreign.id })
        : { [field]: foreign.id };
      const res = await asClerk('POST', `${def.path}/add`, body);
      expect(`${def.key}: ${res.statusCode}`).toMatch(/: 40[034]$/);
      expect(await count(def), def.key).toBe(before);
      walked++;
    }
    reportWalk('owner fields refused', walked);
    expect(walked).toBe(byOwner().length);
  });

  it('the attacks replayed: an archive and a grid for another county store nothing', async () => {
    const archives = await count(t.ctx.resources.byKey('arcBasic')!.def);
    const archive = await asClerk('POST', '/archive/basic/add', {
      realName: '越权建档',
      idCard: freshValue({ label: '身份证号', kind: 'string', pattern: 'idCard' }, OTHER_REGION),
      residenceRegion: OTHER_REGION,
      employmentStatus: '2',
    });
    expect(archive.statusCode).toBe(400);
    expect(await count(t.ctx.resources.byKey('arcBasic')!.def)).toBe(archives);

    const worker = await clerkOf(t, 'scope_grid_worker', county, 'role-grid-worker');
    const grids = await count(t.ctx.resources.byKey('gridGrid')!.def);
    const me = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'scope_grid_worker')
      .executeTakeFirstOrThrow();
    const grid = await asClerk(
      'POST',
      '/grid/grid/add',
      { gridName: '越权网格', regionCode: OTHER_REGION, workerIds: me.id },
      worker,
    );
    expect([400, 403, 404]).toContain(grid.statusCode);
    expect(await count(t.ctx.resources.byKey('gridGrid')!.def)).toBe(grids);
  });
});

describe('fields only staff may set', () => {
  const withStaffFields = () =>
    registered().filter((d) => Object.values(d.fields).some((f) => f.writtenBy === 'staff'));

  it('are dropped from the edits and imports of the company or institution itself', async () => {
    expect(withStaffFields().map((d) => d.key)).toEqual(['zpCompany', 'trInstitution']);
    for (const def of withStaffFields()) {
      // Each is the account's own record: the company or institution it acts for.
      expect(scopeOf(def)?.account).toBe('id');
      const fields = Object.entries(def.fields).filter(([, f]) => f.writtenBy === 'staff');
      const added = await asClerk(
        'POST',
        `${def.path}/add`,
        await cloneBody(def, {
          regionCode: COUNTY_REGION,
          ...Object.fromEntries(fields.map(([key]) => [key, 'N'])),
        }),
      );
      expect(added.statusCode, added.body).toBe(200);
      const id = String(added.json().result.id);
      const roleId = `role-own-${def.key}`;
      const perms = await t.db
        .selectFrom('sysPermission')
        .select('id')
        .where('perms', 'like', `${def.permission}:%`)
        .execute();
      await t.db
        .insertInto('sysRole')
        .values({
          id: roleId,
          roleName: roleId,
          roleCode: roleId.replaceAll('-', '_'),
          createTime: '2026-11-01',
        })
        .execute();
      await t.db
        .insertInto('sysRolePermission')
        .values(perms.map((p) => ({ id: newId(), roleId, permissionId: p.id })))
        .execute();
      const user = await createUser(t.ctx, {
        username: `own_${def.key}`,
        roles: [],
        companyId: id,
      });
      await t.db
        .insertInto('sysUserRole')
        .values({ id: newId(), userId: user.id, roleId })
        .execute();
      const account = withToken((await login(t.app, user.username, user.password)).token);
      const record = (
        await asClerk('GET', `${def.path}/queryById?id=${id}`, undefined, account)
      ).json().result;
      const flipped = Object.fromEntries(fields.map(([key]) => [key, 'Y']));
      const edit = await asClerk('PUT', `${def.path}/edit`, { ...record, ...flipped }, account);
      expect(edit.statusCode, edit.body).toBe(200);
      for (const [key] of fields)
        expect((await stored(def, id))[key], `${def.key}.${key}`).toBe('N');

      const sheet = await readSheet(
        await download(t, account, `${def.path}/exportXls?selections=${id}`),
      );
      for (const [, f] of fields)
        if (sheet.header.includes(f.label))
          sheet.sheet.getRow(2).getCell(sheet.col(f.label)).value = '是';
      await postImport(t, account, def.path, Buffer.from(await sheet.wb.xlsx.writeBuffer()));
      for (const [key] of fields)
        expect((await stored(def, id))[key], `${def.key}.${key}`).toBe('N');

      const byStaff = await asClerk('PUT', `${def.path}/edit`, {
        ...(await asClerk('GET', `${def.path}/queryById?id=${id}`)).json().result,
        ...flipped,
      });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      for (const [key] of fields)
        expect((await stored(def, id))[key], `${def.key}.${key}`).toBe('Y');
    }
  });
});

describe('the department of records that take it from their owner', () => {
  it('follows the owner when it moves', async () => {
    const company = (await asAnyDb(t.ctx.db)
      .selectFrom('zp_company')
      .innerJoin('zp_position', 'zp_position.companyId', 'zp_company.id')
      .select(['zp_company.id as id'])
      .limit(1)
      .executeTakeFirstOrThrow()) as { id: string };
    const record = (await asAdmin('GET', `/recruitment/company/queryById?id=${company.id}`)).json()
      .result;
    const moved = await asAdmin('PUT', '/recruitment/company/edit', {
      ...record,
      regionCode: COUNTY_REGION,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const positions = await t.db
      .selectFrom('zpPosition')
      .select('sysOrgCode')
      .where('companyId', '=', company.id)
      .execute();
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions.map((p) => p.sysOrgCode))).toEqual(new Set([county]));
    const applications = await t.db
      .selectFrom('zpDelivery')
      .select('sysOrgCode')
      .where('companyId', '=', company.id)
      .execute();
    // Applications are kept by the applicant's office, not the company's.
    expect(applications.every((a) => a.sysOrgCode !== null)).toBe(true);
  });
});
