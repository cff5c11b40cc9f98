import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../../helpers/multipart.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

function upload(
  url: string,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, [{ field: 'file', name, content }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('uploads', () => {
  it('stores an image under biz with a random name; the path is in message', async () => {
    const res = await upload(`${API}/sys/common/upload`, '头像.png', TINY_PNG, {
      biz: 'avatar',
      isup: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().message as string;
    expect(path).toMatch(/^avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(res.json().result).toBe(path);

    // No record refers to it yet: only its uploader opens it.
    const url = `${API}/sys/common/static/${path}`;
    const file = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('uses biz temp by default on the oss upload, with the path in result', async () => {
    const res = await upload(`${API}/sys/oss/file/upload`, 'note.txt', '备忘');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatch(/^temp\/\d{8}\/[0-9a-f]{32}\.txt$/);
    const file = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/common/static/${res.json().result}`,
      headers: admin,
    });
    expect(file.headers['content-disposition']).toContain('attachment');
    // The name it was uploaded with.
    expect(file.headers['content-disposition']).toContain(`filename="note.txt"`);
  });

  it('rejects files outside the whitelist and content that does not match its extension', async () => {
    const html = '<html><body><script>alert(1)</script></body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    const cases: Array<[string, string | Buffer, string]> = [
      ['page.html', html, '不支持上传该类型的文件：.html'],
      ['logo.svg', svg, '不支持上传该类型的文件：.svg'],
      ['shell.jsp', '<% out.println(1); %>', '不支持上传该类型的文件：.jsp'],
      ['fake.png', html, '文件内容与扩展名 .png 不符'],
      ['fake.jpg', TINY_PNG, '文件内容与扩展名 .jpg 不符'],
      ['image.txt', TINY_PNG, '文件内容与扩展名 .txt 不符'],
      ['noext', 'abc', '不支持上传该类型的文件：noext'],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(`${API}/sys/common/upload`, name, content);
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({
        name,
        status: 400,
        message,
      });
    }
  });

  it('accepts only images when the client asks for images', async () => {
    const res = await upload(`${API}/sys/common/upload`, 'a.txt', 'abc', { accept: 'image' });
    expect(res.statusCode).toBe(400);
  });

  it('never lets biz leave the upload root', async () => {
    for (const biz of ['../..', '../etc', '/abs', 'a/../../b', 'a\\b', '.hidden', 'a/b/c/d']) {
      const res = await upload(`${API}/sys/common/upload`, 'x.png', TINY_PNG, { biz });
      expect({ biz, status: res.statusCode }).toEqual({ biz, status: 400 });
    }
  });

  it('serves nothing for unsafe or unknown paths', async () => {
    for (const path of ['..%2F..%2Fetc%2Fpasswd', 'temp/../../vets.db', 'temp/20260101/none.png']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${path}` });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
    }
  });

  it('requires a session to upload', async () => {
    const body = multipart({}, [{ field: 'file', name: 'x.png', content: TINY_PNG }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(`${API}/sys/common/upload`, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件大小超过限制（最大 20MB）');
  });
});
