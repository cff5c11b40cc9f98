import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@vets/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptZeroPadded } from '../../../src/core/auth/aes-zero-padding.js';
import type { SeedRoleCode } from '../../../src/core/auth/menu-seed.js';
import { routesWithBodyField } from '../../helpers/body-routes.js';
import { OidcBrowser } from '../../helpers/oidc-browser.js';
import { startOidcProvider } from '../../helpers/oidc-provider.js';
import { controlClock } from '../../helpers/sms.js';
import {
  API,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

/**
 * Every place that checks a user's password counts toward the same lock: five wrong passwords on
 * any route that takes one lock the account, after which the right password is refused there and
 * at the sign-in. The routes are those of the OpenAPI document (built from the section manifests)
 * whose body has a password field; each is either walked here or named with why it sets a new
 * password instead of checking one.
 */
const APP = 'http://jy.test';
const provider = await startOidcProvider({
  clientId: 'vets-app',
  clientSecret: 'vets-app-secret-for-the-tests',
  redirectUri: `${APP}/api/sys/thirdLogin/oidc/callback`,
  people: { 'lock.walker': { name: '锁定测试' } },
});
afterAll(() => provider.close());

const t = useTestApp({
  env: {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'vets-app',
    OIDC_CLIENT_SECRET: 'vets-app-secret-for-the-tests',
    OIDC_REDIRECT_BASE_URL: APP,
  },
});
let clock: ReturnType<typeof controlClock>;
beforeAll(() => {
  clock = controlClock(t, Date.now());
});

const PASSWORD_FIELD = /^(old)?pass(word)?$/i;
const BAD_CREDENTIALS = '用户名或密码错误';
const OLD_WRONG = '旧密码输入错误';
const NEW = 'Fresh#2026pw';

/** A signed-in account and the way a route offers a password of it. */
interface Walk {
  roles: SeedRoleCode[];
  /** What a wrong password (and any password while locked) is answered. */
  refusal: string;
  /** Prepares what the tries need (a session, a bind ticket); answers the try. */
  prepare(user: TestUser): Promise<(password: string) => Promise<LightMyRequestResponse>>;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });

const signIn =
  (url: string): Walk['prepare'] =>
  async (user) =>
  (password) =>
    post(url, { username: user.username, password });

/** The company routes take plain values from a signed-in company user. */
const companyChange =
  (method: 'POST' | 'PUT', url: string): Walk['prepare'] =>
  async (user) => {
    const headers = withToken((await login(t.app, user.username, user.password)).token);
    return (password) =>
      t.app.inject({
        method,
        url: `${API}${url}`,
        headers,
        payload: {
          username: user.username,
          oldPassword: password,
          newPassword: NEW,
          confirmpassword: NEW,
        },
      });
  };

/** Back-office users send the passwords encrypted with their session's key. */
const staffChange: Walk['prepare'] = async (user) => {
  const headers = withToken((await login(t.app, user.username, user.password)).token);
  const keys = await t.app.inject({ method: 'GET', url: `${API}/sys/getEncryptedString`, headers });
  const { key, iv } = keys.json().result as { key: string; iv: string };
  const enc = (text: string) => encryptZeroPadded(text, key, iv);
  return (password) =>
    post(
      '/norm/updateUserPassWord',
      {
        username: user.username,
        oldPassword: enc(password),
        newPassword: enc(NEW),
        confirmpassword: enc(NEW),
      },
      headers,
    );
};

/** Binding a third-party identity signs in with the account's password; a bind ticket first. */
const bindAccount: Walk['prepare'] = async (user) => {
  const landed = await new OidcBrowser(t.app, APP).walk(
    `${API}/sys/thirdLogin/render/oidc`,
    'lock.walker',
  );
  const ticket = landed.page?.searchParams.get('ticket') ?? '';
  expect(ticket, landed.body).not.toBe('');
  return (password) =>
    post('/sys/thirdLogin/bindAccount', { ticket, username: user.username, password });
};

const WALKS: Record<string, Walk> = {
  'POST /api/sys/login': {
    roles: ['staff'],
    refusal: BAD_CREDENTIALS,
    prepare: signIn('/sys/login'),
  },
  'POST /api/sys/clogin': {
    roles: ['companyUser'],
    refusal: BAD_CREDENTIALS,
    prepare: signIn('/sys/clogin'),
  },
  'POST /api/sys/vlogin': {
    roles: ['veteran'],
    refusal: BAD_CREDENTIALS,
    prepare: signIn('/sys/vlogin'),
  },
  'POST /api/sys/thirdLogin/bindAccount': {
    roles: ['staff'],
    refusal: BAD_CREDENTIALS,
    prepare: bindAccount,
  },
  'POST /api/norm/updateUserPassWord': {
    roles: ['staff'],
    refusal: OLD_WRONG,
    prepare: staffChange,
  },
  'POST /api/company/companyUser/updatePassword': {
    roles: ['companyUser'],
    refusal: OLD_WRONG,
    prepare: companyChange('POST', '/company/companyUser/updatePassword'),
  },
  'PUT /api/company/companyUser/changePassword': {
    roles: ['companyUser'],
    refusal: OLD_WRONG,
    prepare: companyChange('PUT', '/company/companyUser/changePassword'),
  },
};

/** Routes with a password field that set a new password and check none, and why. */
const SETS_NEW_PASSWORD: Record<string, string> = {
  'PUT /api/sys/user/changePassword':
    '管理员重置他人密码（system:user:password），不核对旧密码；重置同时解除锁定',
  'POST /api/sys/user/forgotPassword': '找回密码：以发到绑定手机的验证码核对本人，设置新密码',
  'POST /api/company/register': '企业注册：为新账号设置密码',
  'POST /api/training/institution/openAccount': '工作人员为培训机构开通账号：为新账号设置密码',
};

async function lockState(userId: string) {
  return t.db
    .selectFrom('sysUser')
    .select(['lockedUntil', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('routes that take a password', () => {
  it('are each walked below or named as setting a new password', async () => {
    const found = (await routesWithBodyField(t, PASSWORD_FIELD)).map((r) => r.route);
    const known = [...Object.keys(WALKS), ...Object.keys(SETS_NEW_PASSWORD)];
    expect(found.filter((r) => !known.includes(r))).toEqual([]);
    expect(known.filter((r) => !found.includes(r))).toEqual([]);
  });
});

describe.each(Object.entries(WALKS))('%s', (route, walk) => {
  it(`${LOGIN_MAX_FAILURES} wrong passwords lock the account; the right one is refused here and at sign-in`, async () => {
    const name = `lk_${route.replace(/\W+/g, '').slice(-12)}`.toLowerCase();
    const user = await createUser(t.ctx, { username: name, roles: walk.roles });
    const attempt = await walk.prepare(user);
    const before = await lockState(user.id);

    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
      const wrong = await attempt(`Wrong#${i}pass`);
      expect({ i, status: wrong.statusCode, message: wrong.json().message }).toEqual({
        i,
        status: 400,
        message: walk.refusal,
      });
    }
    expect((await lockState(user.id)).lockedUntil).toBeGreaterThan(Date.now());

    const right = await attempt(user.password);
    expect({ status: right.statusCode, message: right.json().message }).toEqual({
      status: 400,
      message: walk.refusal,
    });
    const signIn = await post('/sys/login', { username: user.username, password: user.password });
    expect({ status: signIn.statusCode, message: signIn.json().message }).toEqual({
      status: 400,
      message: BAD_CREDENTIALS,
    });
    expect((await lockState(user.id)).passwordHash).toBe(before.passwordHash);

    // Once the lock runs out, the right password is taken again.
    clock.later(LOGIN_LOCK_MS + 1000);
    const after = await post('/sys/login', { username: user.username, password: user.password });
    expect(after.statusCode, after.body).toBe(200);
  });
});
