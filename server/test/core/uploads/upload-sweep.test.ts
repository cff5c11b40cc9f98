import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadSweepJob } from '../../../src/core/files/upload-sweep.js';
import { sectionJobs } from '../../../src/sections/composition.js';
import { multipart, TINY_PNG } from '../../helpers/multipart.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../../helpers/test-app.js';

/**
 * The nightly sweep: an upload no record refers to is removed (file and row) a day after it
 * was made; a referenced one and a fresh one stay. References are brought up to date first, so
 * writes that bypassed the engine and files stored before uploads were recorded are not lost.
 */
const t = useTestApp();
let admin: Record<string, string>;
const DAY_MS = 86_400_000;

async function upload(name: string): Promise<string> {
  const body = multipart({ biz: 'sweep' }, [{ field: 'file', name, content: TINY_PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as string;
}

async function addBanner(image: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/banner/add`,
    headers: admin,
    payload: { title: '横幅', image, status: '1', sortNo: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

/** Makes the upload look `days` old. */
async function age(key: string, days: number) {
  await t.db
    .updateTable('sysFile')
    .set({ createdAt: t.ctx.clock.now() - days * DAY_MS })
    .where('key', '=', key)
    .execute();
}

async function kept(key: string) {
  const row = await t.db
    .selectFrom('sysFile')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst();
  const stored = await t.ctx.storage.get(key);
  stored?.stream.destroy();
  return { row: row !== undefined, file: stored !== null };
}

const fetchFile = (key: string) =>
  t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${key}` });

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('the upload sweep', () => {
  it('is a scheduled job of the system section, run once a day and at start', () => {
    const job = sectionJobs().find((j) => j.name === uploadSweepJob.name);
    expect(job).toMatchObject({ schedule: '0 30 3 * * *', atStart: true });
  });

  it('removes an old orphan, keeps a referenced one and a fresh one', async () => {
    const orphan = await upload('孤儿.png');
    const fresh = await upload('新传.png');
    const used = await upload('在用.png');
    await addBanner(used);
    await age(orphan, 2);
    await age(used, 2);
    expect(await uploadSweepJob.run(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await kept(orphan)).toEqual({ row: false, file: false });
    expect(await kept(fresh)).toEqual({ row: true, file: true });
    expect(await kept(used)).toEqual({ row: true, file: true });
    expect((await fetchFile(used)).statusCode).toBe(200);
  });

  it('removes an old file once its record lets go of it, through the engine or not', async () => {
    const first = await upload('旧图.png');
    const id = await addBanner(first);
    const second = await upload('新图.png');
    const version = (
      await t.db
        .selectFrom('sysBanner')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).version;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${API}/sys/banner/edit`,
      headers: admin,
      payload: { id, version, image: second },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // A row deleted behind the engine's back.
    const gone = await upload('被删.png');
    const goneId = await addBanner(gone);
    await t.db.deleteFrom('sysBanner').where('id', '=', goneId).execute();
    for (const key of [first, second, gone]) await age(key, 3);
    await uploadSweepJob.run(t.ctx);
    expect(await kept(first)).toEqual({ row: false, file: false });
    expect(await kept(gone)).toEqual({ row: false, file: false });
    expect(await kept(second)).toEqual({ row: true, file: true });
  });

  it('adopts a file stored before uploads were recorded, under the field’s publicity', async () => {
    const key = 'banner/20240101/0123456789abcdef0123456789abcdef.png';
    await t.ctx.storage.put(key, Readable.from([TINY_PNG]));
    const id = await addBanner(await upload('占位.png'));
    await t.db.updateTable('sysBanner').set({ image: key }).where('id', '=', id).execute();
    expect((await fetchFile(key)).statusCode).toBe(404);
    await uploadSweepJob.run(t.ctx);
    const row = await t.db
      .selectFrom('sysFile')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploadedBy: null, size: TINY_PNG.length, ext: 'png' });
    expect((await fetchFile(key)).statusCode).toBe(200);
  });
});
