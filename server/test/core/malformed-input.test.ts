import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

/**
 * Bad input is a 4xx with a Chinese message in the envelope, never a 500: malformed requests
 * are fired at every route of the access table (every API route the server registers).
 */
const t = useTestApp();
let token = '';

const CJK = /[\u4e00-\u9fff]/;
const HUGE = 'x'.repeat(300_000);
const NUL = 'a\u0000b';
/** Names routes commonly read; each variant gives them the wrong kind of value. */
const KEYS = [
  'id',
  'ids',
  'pid',
  'username',
  'password',
  'name',
  'title',
  'code',
  'roleId',
  'userId',
  'departId',
  'orgCode',
  'status',
  'keyword',
  'tableName',
  'fieldName',
  'fieldVal',
  'permissionIds',
  'anntId',
  'resumeId',
  'positionId',
  'companyId',
  'version',
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'q',
  'searchText',
];

const withEach = (value: unknown) => Object.fromEntries(KEYS.map((k) => [k, value]));
const query = (value: string) => KEYS.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');

interface Variant {
  name: string;
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
}

const BOUNDARY = 'vetsBrokenBoundary';
const VARIANTS: Variant[] = [
  { name: 'nothing' },
  { name: 'empty object', payload: '{}', contentType: 'application/json' },
  { name: 'null', payload: 'null', contentType: 'application/json' },
  { name: 'array', payload: '[1,2]', contentType: 'application/json' },
  { name: 'string', payload: '"text"', contentType: 'application/json' },
  {
    name: 'objects for values',
    payload: JSON.stringify(withEach({ a: [1] })),
    contentType: 'application/json',
  },
  {
    name: 'numbers for values',
    payload: JSON.stringify(withEach(-1.5)),
    contentType: 'application/json',
  },
  {
    name: 'arrays for values',
    payload: JSON.stringify(withEach(['1', 2])),
    contentType: 'application/json',
  },
  { name: 'NUL in body', payload: JSON.stringify(withEach(NUL)), contentType: 'application/json' },
  {
    name: 'huge body strings',
    payload: JSON.stringify({ ...withEach('x'), name: HUGE }),
    contentType: 'application/json',
  },
  { name: 'broken JSON', payload: '{"id": ', contentType: 'application/json' },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
  {
    name: 'form encoded',
    payload: 'id=1&name=2',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'multipart without boundary', payload: 'abc', contentType: 'multipart/form-data' },
  {
    name: 'broken multipart',
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004broken`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    name: 'multipart with a bad header',
    payload: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    name: 'body over the limit',
    payload: `{"a":"${'x'.repeat(1_200_000)}"}`,
    contentType: 'application/json',
  },
  { name: 'NUL in the query', query: query(NUL) },
  { name: 'empty query values', query: query('') },
  { name: 'repeated query keys', query: `${query('1')}&${query('2')}` },
  {
    name: 'commas and wildcards',
    query: `${query('*a,b*,!c,>=d')}&self_username=a,b&self_createTime=1,2&self_phone=1,2`,
  },
  { name: 'huge query values', query: query('y'.repeat(5000)) },
  {
    name: 'broken superQuery',
    query: 'superQueryParams=%5B%7B%22field%22%3A1%7D%5D&superQueryMatchType=x',
  },
];

/** The route's URL with every path parameter set to `value`. */
const fill = (pattern: string, value: string) =>
  pattern
    .replace(/:[A-Za-z_]+/g, encodeURIComponent(value))
    .replace(/\*$/, encodeURIComponent(value));

/** Every request to send to one route: each variant, and odd values in its path parameters. */
function requests(route: { method: string; url: string }): Array<{ url: string; v: Variant }> {
  const url = fill(route.url, 'x1');
  const out = VARIANTS.filter((v) => route.method !== 'GET' || v.payload === undefined).map(
    (v) => ({ url: v.query ? `${url}?${v.query}` : url, v }),
  );
  if (/[:*]/.test(route.url)) {
    for (const value of [NUL, 'z'.repeat(300), '../..%2f']) {
      out.push({ url: fill(route.url, value), v: { name: `path parameter ${value.slice(0, 8)}` } });
    }
  }
  return out;
}

const HANG_MS = 5000;

beforeAll(async () => {
  token = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
});

describe('malformed input at every route', () => {
  it('never answers 5xx, and answers 4xx with a Chinese message in the envelope', async () => {
    const routes = t.app.accessTable.filter(
      // Signing out would end the session the other calls use; it takes no input anyway.
      (r) => !r.url.endsWith('/sys/logout') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      for (const { url, v } of requests(route)) {
        const where = `${route.method} ${route.url} [${v.name}]`;
        const res = await Promise.race([
          t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...withToken(token),
              ...(v.contentType ? { 'content-type': v.contentType } : {}),
            },
            ...(v.payload !== undefined ? { payload: v.payload } : {}),
          }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), HANG_MS)),
        ]);
        if (res === null) {
          failures.push(`${where} → no answer within ${HANG_MS} ms`);
          continue;
        }
        if (res.statusCode >= 500) {
          failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400) {
          let message = '';
          try {
            message = String(res.json().message ?? '');
          } catch {
            message = res.body.slice(0, 100);
          }
          if (!CJK.test(message)) failures.push(`${where} → ${res.statusCode} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('the cases found by the attacker', () => {
  const inject = (method: 'GET' | 'POST', url: string, payload?: string, type?: string) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...withToken(token), ...(type ? { 'content-type': type } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('a record the system generates cannot be added by hand', async () => {
    const res = await inject('POST', '/recruitment/recommendRecord/add', '{}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('推荐记录由系统生成，不能手动添加');
  });

  it('a truncated multipart body to an upload or an import is a 400, at once', async () => {
    const part = (name: string, start: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${start}`;
    for (const [url, body] of [
      ['/sys/common/upload', part('a.png', '\u0089PNG')],
      ['/sys/user/importExcel', part('a.xlsx', 'PK\u0003\u0004')],
    ] as const) {
      const res = await inject('POST', url, body, `multipart/form-data; boundary=${BOUNDARY}`);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toBe('上传的数据不完整或格式错误，请重新上传');
    }
  });

  it('report parameters with commas are exact values', async () => {
    const columns = await inject('GET', '/online/cgreport/api/getRpColumns/report_user');
    const id = columns.json().result.cgRpConfigId as string;
    const res = await inject('GET', `/online/cgreport/api/getData/${id}?self_username=admin,x`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.total).toBe(0);
  });

  it('NUL in a search is refused before it reaches the database', async () => {
    for (const url of [
      '/recruitment/resume/search?keyword=%E5%8F%B8%00',
      '/sys/user/list?username=*a%00*',
      '/sys/dict/loadDict/sex?keyword=%00',
    ]) {
      const res = await inject('GET', url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toBe('请求内容不能包含空字符（\\u0000）');
    }
  });
});
