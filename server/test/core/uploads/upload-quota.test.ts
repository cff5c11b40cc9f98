import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_UPLOAD_LIMITS } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../../helpers/multipart.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  type TestUser,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

/**
 * Each user's uploads within a rate and a daily quota (system settings): past either, 429 with a
 * Chinese message and nothing stored; refused uploads count for nothing, and parallel uploads
 * are counted one by one.
 */
const t = useTestApp();
type Headers = Record<string, string>;
let admin: Headers;
const KB = 1024;

async function signedIn(username: string): Promise<{ user: TestUser; headers: Headers }> {
  const user = await createUser(t.ctx, { username, roles: ['veteran'] });
  return { user, headers: withToken((await login(t.app, user.username, user.password)).token) };
}

function upload(headers: Headers, biz: string, name: string, content: Buffer | string) {
  const body = multipart({ biz }, [{ field: 'file', name, content }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function setLimits(perMinute: number, dailyMb: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/sys/uploadLimits/save`,
    headers: admin,
    payload: { perMinute, dailyMb },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Files stored under the folder `biz`, on disk. */
async function storedIn(biz: string): Promise<number> {
  const root = path.join(t.ctx.config.dataDir, 'uploads', biz);
  const days = await readdir(root).catch(() => [] as string[]);
  let n = 0;
  for (const day of days) n += (await readdir(path.join(root, day))).length;
  return n;
}

async function recorded(userId: string) {
  const files = await t.db
    .selectFrom('sysFile')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uploadedBy', '=', userId)
    .executeTakeFirstOrThrow();
  const usage = await t.db
    .selectFrom('sysUploadUsage')
    .select('bytes')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { files: Number(files.n), bytes: Number(usage?.bytes ?? 0) };
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('upload limits in the system settings', () => {
  it('start at 20 files a minute and 200 MB a day, kept by administrators only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/uploadLimits/get`,
      headers: admin,
    });
    expect(res.json().result).toEqual(DEFAULT_UPLOAD_LIMITS);
    expect(DEFAULT_UPLOAD_LIMITS).toEqual({ perMinute: 20, dailyMb: 200 });
    const { headers } = await signedIn('limits_reader');
    const denied = await t.app.inject({
      method: 'PUT',
      url: `${API}/sys/uploadLimits/save`,
      headers,
      payload: { perMinute: 1000, dailyMb: 1000 },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${API}/sys/uploadLimits/save`,
      headers: admin,
      payload: { perMinute: 0, dailyMb: 200 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('每分钟上传文件数至少为1');
  });
});

describe('the rate', () => {
  it('refuses the upload past N a minute with 429, stores nothing, and counts no refused upload', async () => {
    await setLimits(3, 100);
    const { user, headers } = await signedIn('rate_user');
    for (let i = 0; i < 2; i++)
      expect((await upload(headers, 'rate', 'a.png', TINY_PNG)).statusCode).toBe(200);
    // Refused for its content: not counted.
    expect((await upload(headers, 'rate', 'fake.png', 'not a png')).statusCode).toBe(400);
    expect((await upload(headers, 'rate', 'c.png', TINY_PNG)).statusCode).toBe(200);
    const past = await upload(headers, 'rate', 'd.png', TINY_PNG);
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe('上传过于频繁（每分钟最多3个文件），请稍后再试');
    expect(await recorded(user.id)).toMatchObject({ files: 3 });
    expect(await storedIn('rate')).toBe(3);
    // Another user has a minute of their own.
    const other = await signedIn('rate_other');
    expect((await upload(other.headers, 'rate', 'e.png', TINY_PNG)).statusCode).toBe(200);
  });

  it('counts parallel uploads one by one', async () => {
    await setLimits(4, 100);
    const { user, headers } = await signedIn('rate_parallel');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(headers, 'rate-par', 'p.png', TINY_PNG)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 429, 429, 429, 429,
    ]);
    expect(await recorded(user.id)).toMatchObject({ files: 4 });
    expect(await storedIn('rate-par')).toBe(4);
  });
});

describe('the daily quota', () => {
  it('refuses the upload that would pass it with 429 and a clear message, storing nothing', async () => {
    await setLimits(100, 1);
    const { user, headers } = await signedIn('quota_user');
    expect((await upload(headers, 'quota', 'a.txt', 'a'.repeat(600 * KB))).statusCode).toBe(200);
    const past = await upload(headers, 'quota', 'b.txt', 'b'.repeat(600 * KB));
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe('今日上传已达上限（1MB），请明天再试');
    expect(await recorded(user.id)).toEqual({ files: 1, bytes: 600 * KB });
    expect(await storedIn('quota')).toBe(1);
    // What still fits today does.
    expect((await upload(headers, 'quota', 'c.txt', 'c'.repeat(300 * KB))).statusCode).toBe(200);
    expect(await recorded(user.id)).toEqual({ files: 2, bytes: 900 * KB });
    // A file over the size limit is refused and counts for nothing.
    const big = await upload(
      headers,
      'quota',
      'big.png',
      Buffer.concat([TINY_PNG, Buffer.alloc(21 * 1024 * KB)]),
    );
    expect(big.statusCode).toBe(413);
    expect(await recorded(user.id)).toEqual({ files: 2, bytes: 900 * KB });
  });

  it('counts parallel uploads one by one', async () => {
    await setLimits(100, 1);
    const { user, headers } = await signedIn('quota_parallel');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(headers, 'quota-par', `${i}.txt`, 'x'.repeat(300 * KB)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await recorded(user.id)).toEqual({ files: 3, bytes: 900 * KB });
    expect(await storedIn('quota-par')).toBe(3);
  });
});
