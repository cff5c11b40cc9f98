import { ACCOUNT_SETTINGS_MESSAGES, type AccountProfile, REALNAME_MESSAGES } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../helpers/multipart.js';
import {
  API,
  apiCaller,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * 账号设置: every signed-in user reads and edits their own profile, and only that: the session
 * names the user, and username, phone, roles and status are refused if sent.
 */
const t = useTestApp();
const PROFILE = '/accounts/settings/profile';
const CJK = /[\u4e00-\u9fff]/;

let staff: TestUser;
let other: TestUser;
let staffHeaders: Record<string, string>;
const asStaff = apiCaller(t, () => staffHeaders);

async function rowOf(id: string) {
  return t.db
    .selectFrom('sysUser')
    .select(['username', 'realname', 'email', 'phone', 'avatar', 'sex', 'status', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function profile(): Promise<AccountProfile> {
  const res = await asStaff('GET', PROFILE);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as AccountProfile;
}

/** Uploads a tiny PNG as the staff user; answers its stored path. */
async function uploadAvatar(): Promise<string> {
  const body = multipart({ biz: 'avatar', accept: 'image' }, [
    { field: 'file', name: '头像.png', content: TINY_PNG, type: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { ...staffHeaders, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as string;
}

function expectChinese400(res: Awaited<ReturnType<typeof asStaff>>, message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toMatch(CJK);
  if (message) expect(res.json().message).toContain(message);
}

beforeAll(async () => {
  staff = await createUser(t.ctx, { username: 'settings_staff', roles: ['staff'] });
  other = await createUser(t.ctx, { username: 'settings_other', roles: ['staff'] });
  for (const [u, phone] of [
    [staff, '13812340001'],
    [other, '13812340002'],
  ] as const) {
    await t.db.updateTable('sysUser').set({ phone }).where('id', '=', u.id).execute();
  }
  staffHeaders = withToken((await login(t.app, staff.username, staff.password)).token);
});

describe('账号设置: one’s own profile', () => {
  it('needs a session', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: `${API}${PROFILE}`,
        ...(method === 'PUT' ? { payload: { realname: '匿名者', version: 1 } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('reads the caller’s own profile: the phone in full, the sex’s text and the last login', async () => {
    const p = await profile();
    expect(p).toMatchObject({
      username: 'settings_staff',
      realname: '测试settings_staff',
      phone: '13812340001',
      email: null,
      avatar: null,
      sex: '1',
      sex_dictText: '男',
      version: 1,
      lastLoginIp: '127.0.0.1',
    });
    expect(p.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('saves realname, email, sex and an uploaded avatar, and answers the fresh profile', async () => {
    const avatar = await uploadAvatar();
    const before = await profile();
    const res = await asStaff('PUT', PROFILE, {
      realname: '  王晓明 ',
      email: 'wang.xm@example.cn',
      sex: '2',
      avatar,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.saved);
    expect(res.json().result).toMatchObject({
      username: 'settings_staff',
      realname: '王晓明',
      email: 'wang.xm@example.cn',
      sex: '2',
      sex_dictText: '女',
      avatar,
      phone: '13812340001',
      version: before.version + 1,
    });
    expect(await rowOf(staff.id)).toMatchObject({ realname: '王晓明', avatar, sex: '2' });
    // The next sign-in carries the new name and avatar in its user info.
    const again = await login(t.app, staff.username, staff.password);
    expect(again.userInfo).toMatchObject({ realname: '王晓明', avatar });
  });

  it('clears the email when it is sent empty, and keeps fields left out', async () => {
    const before = await profile();
    const res = await asStaff('PUT', PROFILE, {
      realname: '王晓明',
      email: '',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ email: null, sex: '2', avatar: before.avatar });
  });

  it('refuses username, phone, status, roles or an id with a 400 naming them, changing nothing', async () => {
    const before = await rowOf(staff.id);
    for (const extra of [
      { username: 'hijacked_name' },
      { phone: '13999999999' },
      { status: '2' },
      { roleIds: ['r-admin'], selectedroles: 'r-admin' },
      { id: other.id },
      { orgCode: 'A01A01' },
    ]) {
      const res = await asStaff('PUT', PROFILE, {
        realname: '改名者',
        version: before.version,
        ...extra,
      });
      expectChinese400(res, '账号设置只能修改姓名、邮箱、性别和头像');
    }
    const phone = await asStaff('PUT', PROFILE, {
      realname: '改名者',
      version: before.version,
      username: 'x',
      phone: '13999999999',
    });
    expect(phone.json().message).toContain('用户账号');
    expect(phone.json().message).toContain('修改手机号');
    expect(await rowOf(staff.id)).toEqual(before);
  });

  it('answers bad input with a 400 in Chinese, never a 500', async () => {
    const { version } = await profile();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ realname: '王晓明', email: 'not-an-email', version }, '邮箱格式不正确'],
      [{ realname: '王晓明', email: 'a@b', version }, '邮箱格式不正确'],
      [{ realname: '', version }, REALNAME_MESSAGES.required],
      [{ realname: '   ', version }, REALNAME_MESSAGES.required],
      [{ version }, REALNAME_MESSAGES.required],
      [{ realname: '王', version }, REALNAME_MESSAGES.length],
      [{ realname: '王'.repeat(31), version }, REALNAME_MESSAGES.length],
      [{ realname: '王晓明', sex: '9', version }, '性别'],
      [{ realname: '王晓明', avatar: '../../etc/passwd.png', version }, '头像'],
      [{ realname: '王晓明', avatar: 'https://evil.example/a.png', version }, '头像'],
      [{ realname: '王晓明', avatar: 'avatar/20990101/none.png', version }, '头像图片不存在'],
      [{ realname: '王晓明' }, '版本号'],
    ];
    for (const [body, message] of cases)
      expectChinese400(await asStaff('PUT', PROFILE, body), message);
    expectChinese400(await asStaff('PUT', PROFILE, ['王晓明']));
    expect((await profile()).version).toBe(version);
  });

  it('refuses a stale version with 409', async () => {
    const { version } = await profile();
    const res = await asStaff('PUT', PROFILE, { realname: '迟到者', version: version - 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.stale);
    expect((await rowOf(staff.id)).realname).toBe('王晓明');
  });

  it('edits only the caller: another user’s id in the query changes nothing of theirs', async () => {
    const theirs = await rowOf(other.id);
    const { version } = await profile();
    const res = await asStaff('PUT', `${PROFILE}?id=${other.id}&username=${other.username}`, {
      realname: '只改自己',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.username).toBe('settings_staff');
    expect(await rowOf(other.id)).toEqual(theirs);
    expect((await rowOf(staff.id)).realname).toBe('只改自己');

    const read = await asStaff('GET', `${PROFILE}?id=${other.id}`);
    expect(read.json().result.username).toBe('settings_staff');
  });

  it('works for a company user, who has no department', async () => {
    const company = await createUser(t.ctx, {
      username: 'settings_company',
      roles: ['companyUser'],
      companyId: 'no-such-company',
    });
    const headers = withToken((await login(t.app, company.username, company.password)).token);
    const call = apiCaller(t, () => headers);
    const read = await call('GET', PROFILE);
    expect(read.statusCode, read.body).toBe(200);
    const res = await call('PUT', PROFILE, {
      realname: '企业联系人',
      email: 'hr@company.cn',
      version: read.json().result.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(company.id)).realname).toBe('企业联系人');
  });
});
