import type { FieldDef, ResourceDef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishingDb } from '../../../src/sections/publishing/tables.js';
import { multipart, TINY_PNG } from '../../helpers/multipart.js';
import { clerkOf, everyPermissionRole } from '../../helpers/scope.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestApp,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

/**
 * Every field that holds uploads (images, files, rich text embedding them), from the section
 * manifests: a file a record refers to through a public field is served to anyone; through a
 * private one, to exactly the sessions that may read the record (the engine's own queryById
 * decides who that is), and never without a session.
 */
const t = useTestApp({ env: { SEED_DEMO: '1' } });
type Headers = Record<string, string>;
const callers = new Map<string, Headers>();
let admin: Headers;
const CLERK_ORG = 'A01A02';

interface UploadField {
  def: ResourceDef;
  name: string;
  field: FieldDef;
}

function uploadFields(app: TestApp): UploadField[] {
  return app.ctx.resources.all().flatMap(({ def }) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'image' || f.kind === 'file' || f.kind === 'richtext')
      .map(([name, field]) => ({ def, name, field })),
  );
}

async function upload(headers: Headers, name: string, content: Buffer | string): Promise<string> {
  const body = multipart({ biz: 'walk' }, [{ field: 'file', name, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as string;
}

const fetchFile = (key: string, headers: Headers = {}, sig?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/sys/common/static/${key}${sig ? `?sig=${encodeURIComponent(sig)}` : ''}`,
    headers,
  });

async function fileLinks(headers: Headers, paths: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/fileLinks`,
    headers,
    payload: { paths },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Array<{ path: string; name: string; signature: string | null }>;
}

/** A record of the resource to hold the file: one of the demo's, or the given one. */
async function recordOf(def: ResourceDef, chosen: Map<string, string>): Promise<string> {
  const given = chosen.get(def.key);
  if (given) return given;
  let q = t.db.selectFrom(def.table as 'sysUser').select('id');
  if (def.softDelete) q = q.where('delFlag', '=', 0);
  const row = await q.orderBy('id').limit(1).executeTakeFirst();
  expect(row, `${def.key}: no demo record to walk`).toBeDefined();
  return String(row!.id);
}

/** The value that makes the field refer to `key`: the key, or rich text showing it. */
const valueFor = (f: FieldDef, key: string) =>
  f.kind === 'richtext' ? `<p><img src="${API}/sys/common/static/${key}?sig=stale"></p>` : key;

/** Edits one field of a record through the engine, as the administrator. */
async function setField(def: ResourceDef, id: string, name: string, value: string) {
  const body: Record<string, unknown> = { id, [name]: value };
  if (def.versioned) {
    const row = await t.db
      .selectFrom(def.table as 'sysUser')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    body.version = row.version;
  }
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}${def.path}/edit`,
    headers: admin,
    payload: body,
  });
  expect(`${def.key}.${name}: ${res.statusCode} ${res.body.slice(0, 200)}`).toMatch(
    new RegExp(`^${def.key}\\.${name}: 200`),
  );
}

/** The record's own read, as `headers` sees it: 200 when the caller may read it. */
async function readStatus(def: ResourceDef, id: string, headers: Headers): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}${def.path}/queryById?id=${id}`,
    headers,
  });
  return res.statusCode;
}

/** Records chosen for the walk where the first demo record would not do. */
const chosen = new Map<string, string>();

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  callers.set('admin', admin);
  // The walk uploads far more than a person does in a minute.
  const limits = await t.app.inject({
    method: 'PUT',
    url: `${API}/sys/uploadLimits/save`,
    headers: admin,
    payload: { perMinute: 1000, dailyMb: 1000 },
  });
  expect(limits.statusCode, limits.body).toBe(200);
  await everyPermissionRole(t, 'role-file-clerk');
  callers.set('clerk', await clerkOf(t, 'file_clerk', CLERK_ORG, 'role-file-clerk'));
  const staff = await createUser(t.ctx, { username: 'file_staff', roles: ['staff'] });
  callers.set('staff', withToken((await login(t.app, staff.username, staff.password)).token));
  const companies = await t.db
    .selectFrom('zpCompany')
    .select('id')
    .where('auditStatus', '=', '1')
    .orderBy('id')
    .limit(2)
    .execute();
  expect(companies).toHaveLength(2);
  for (const [i, c] of companies.entries()) {
    const user = await createUser(t.ctx, {
      username: `file_company${i}`,
      roles: ['companyUser'],
      companyId: c.id,
    });
    callers.set(`company${i}`, withToken((await login(t.app, user.username, user.password)).token));
  }
  chosen.set('zpCompany', companies[0]!.id);
  // The demo has no banner and no announcement.
  const banner = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/banner/add`,
    headers: admin,
    payload: {
      title: '横幅',
      image: await upload(admin, 'b.png', TINY_PNG),
      status: '1',
      sortNo: 1,
    },
  });
  expect(banner.statusCode, banner.body).toBe(200);
  chosen.set('sysBanner', banner.json().result.id);
  const notice = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/annountCement/add`,
    headers: admin,
    payload: { titile: '通知', msgCategory: '1', priority: 'L', msgType: 'ALL' },
  });
  expect(notice.statusCode, notice.body).toBe(200);
  chosen.set('sysAnnouncement', notice.json().result.id);
  // A user no caller is: their avatar is read through the user list only.
  chosen.set(
    'sysUser',
    (await createUser(t.ctx, { username: 'file_holder', roles: ['staff'] })).id,
  );
});

describe('every upload field serves its files to exactly who may see them', () => {
  it('walks every image, file and rich-text field of every resource', () => {
    const walked = uploadFields(t).map((u) => `${u.def.key}.${u.name}`);
    expect(walked.length).toBeGreaterThanOrEqual(25);
    expect(walked).toEqual(
      expect.arrayContaining(['zpResume.attachment', 'zpCompany.licenseImage', 'sysUser.avatar']),
    );
  });

  it('a public field’s file is open to anyone, without a session', async () => {
    for (const u of uploadFields(t).filter((x) => x.field.public)) {
      const id = await recordOf(u.def, chosen);
      const key =
        u.field.kind === 'file'
          ? await upload(admin, '公开附件.txt', '公开')
          : await upload(admin, 'p.png', TINY_PNG);
      await setField(u.def, id, u.name, valueFor(u.field, key));
      const res = await fetchFile(key);
      expect(`${u.def.key}.${u.name}: ${res.statusCode}`).toBe(`${u.def.key}.${u.name}: 200`);
      expect(res.headers['cache-control']).toContain('public');
    }
  });

  it('a private field’s file: 404 without a session, and only to callers who may read the record', async () => {
    const privateFields = uploadFields(t).filter((x) => !x.field.public);
    expect(privateFields.map((u) => `${u.def.key}.${u.name}`).sort()).toEqual([
      'sysUser.avatar',
      'zpCompany.licenseImage',
      'zpResume.attachment',
    ]);
    for (const u of privateFields) {
      const at = `${u.def.key}.${u.name}`;
      const id = await recordOf(u.def, chosen);
      const name = u.field.kind === 'file' ? '简历附件.txt' : 'p.png';
      const key = await upload(admin, name, u.field.kind === 'file' ? '个人简历' : TINY_PNG);
      await setField(u.def, id, u.name, key);
      expect(`${at}: ${(await fetchFile(key)).statusCode}`).toBe(`${at}: 404`);

      const check = async () => {
        const seen = new Set<number>();
        for (const [who, headers] of callers) {
          const may = (await readStatus(u.def, id, headers)) === 200;
          const res = await fetchFile(key, headers);
          expect(`${at} as ${who}: ${res.statusCode}`).toBe(`${at} as ${who}: ${may ? 200 : 404}`);
          const links = await fileLinks(headers, [key]);
          expect(`${at} links for ${who}: ${links.length}`).toBe(
            `${at} links for ${who}: ${may ? 1 : 0}`,
          );
          if (may) {
            // The signed address opens it without the session header (an <img>, a link).
            const signed = await fetchFile(key, {}, links[0]!.signature!);
            expect(`${at} signed for ${who}: ${signed.statusCode}`).toBe(
              `${at} signed for ${who}: 200`,
            );
            expect(links[0]!.name).toBe(name);
          }
          seen.add(res.statusCode);
        }
        // Someone signed in may not, and someone may: the walk tells them apart.
        expect(`${at}: ${[...seen].sort()}`).toBe(`${at}: 200,404`);
      };
      await check();
      if (u.def.orgScoped) {
        // Moved into the clerk's department, the record and its file open to the clerk.
        await t.db
          .updateTable(u.def.table as 'zpResume')
          .set({ sysOrgCode: CLERK_ORG })
          .where('id', '=', id)
          .execute();
        expect(await readStatus(u.def, id, callers.get('clerk')!)).toBe(200);
        await check();
      }
    }
  });
});

describe('owners and signatures', () => {
  it('a user opens their own avatar without the user list; others do not', async () => {
    const owner = await createUser(t.ctx, { username: 'avatar_owner', roles: ['veteran'] });
    const headers = withToken((await login(t.app, owner.username, owner.password)).token);
    const key = await upload(headers, '我的头像.png', TINY_PNG);
    const version = (
      await t.app.inject({ method: 'GET', url: `${API}/accounts/settings/profile`, headers })
    ).json().result.version;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/accounts/settings/profile`,
      headers,
      payload: { realname: '头像主人', avatar: key, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await fetchFile(key, headers)).statusCode).toBe(200);
    expect((await fetchFile(key, callers.get('company0')!)).statusCode).toBe(404);
    expect((await fetchFile(key)).statusCode).toBe(404);
    // Another user cannot take the upload over as their avatar.
    const other = callers.get('company0')!;
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/accounts/settings/profile`,
      headers: other,
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `${API}/accounts/settings/profile`,
      headers: other,
      payload: { realname: '冒用者', avatar: key, version: profile.json().result.version },
    });
    expect(taken.statusCode).toBe(400);
  });

  it('a veteran opens their own resume’s attachment', async () => {
    const veteran = await createUser(t.ctx, { username: 'file_veteran', roles: ['veteran'] });
    const headers = withToken((await login(t.app, veteran.username, veteran.password)).token);
    const resume = await t.db
      .selectFrom('zpResume')
      .select('id')
      .where('userId', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('zpResume')
      .set({ userId: veteran.id })
      .where('id', '=', resume.id)
      .execute();
    const key = await upload(admin, '简历.txt', '我的简历');
    await setField(t.ctx.resources.byKey('zpResume')!.def, resume.id, 'attachment', key);
    expect((await fetchFile(key, headers)).statusCode).toBe(200);
    const other = await createUser(t.ctx, { username: 'file_veteran2', roles: ['veteran'] });
    const otherHeaders = withToken((await login(t.app, other.username, other.password)).token);
    expect((await fetchFile(key, otherHeaders)).statusCode).toBe(404);
  });

  it('a fresh upload opens to its uploader only; a signature only for its file, until sign-out', async () => {
    const user = await createUser(t.ctx, { username: 'file_signer', roles: ['staff'] });
    const session = await login(t.app, user.username, user.password);
    const headers = withToken(session.token);
    const key = await upload(headers, '草稿.txt', '草稿');
    const otherKey = await upload(headers, '另一个.txt', '另一个');
    expect((await fetchFile(key, headers)).statusCode).toBe(200);
    expect((await fetchFile(key, callers.get('staff')!)).statusCode).toBe(404);
    expect(await fileLinks(callers.get('staff')!, [key])).toEqual([]);

    const [link] = await fileLinks(headers, [key]);
    expect(link).toMatchObject({ path: key, name: '草稿.txt' });
    const sig = link!.signature!;
    expect((await fetchFile(key, {}, sig)).statusCode).toBe(200);
    expect((await fetchFile(otherKey, {}, sig)).statusCode).toBe(404);
    expect((await fetchFile(key, {}, `${sig.slice(0, -2)}AA`)).statusCode).toBe(404);
    expect((await fetchFile(key, {}, 'nonsense')).statusCode).toBe(404);
    const out = await t.app.inject({ method: 'POST', url: `${API}/sys/logout`, headers });
    expect(out.statusCode).toBe(200);
    expect((await fetchFile(key, {}, sig)).statusCode).toBe(404);
  });

  it('an expired or revoked session header answers 401, not the file', async () => {
    const key = await upload(admin, 'x.txt', 'x');
    const res = await fetchFile(key, withToken('no-such-token'));
    expect(res.statusCode).toBe(401);
  });

  it('rich text keeps an uploaded image’s address without the signature it was shown with', async () => {
    const article = t.ctx.resources.byKey('pubArticle')!.def;
    const id = await recordOf(article, chosen);
    const key = await upload(admin, '插图.png', TINY_PNG);
    await setField(
      article,
      id,
      'body',
      `<p><img src="${API}/sys/common/static/${key}?sig=1.a.b"></p>`,
    );
    const row = await publishingDb(t.ctx.db)
      .selectFrom('pubArticle')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body).toContain(`src="${API}/sys/common/static/${key}"`);
  });

  it('downloads and portal attachments carry the name the file was uploaded with', async () => {
    const article = await publishingDb(t.ctx.db)
      .selectFrom('pubArticle')
      .select('id')
      .where('status', '=', '2')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const key = await upload(admin, '2026年招聘公告.txt', '公告');
    await setField(t.ctx.resources.byKey('pubArticle')!.def, article.id, 'attachments', key);
    const res = await fetchFile(key);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('2026年招聘公告.txt')}`,
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/portal/article/queryById?id=${article.id}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.attachments).toEqual([
      { name: '2026年招聘公告.txt', path: key, ext: 'txt' },
    ]);
  });
});
