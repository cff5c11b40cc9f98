import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
});

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/sys/login`,
    headers: { 'content-type': contentType },
    payload,
  });

describe('bad input answers 400 with a Chinese message, never 500', () => {
  it.each([
    ['malformed JSON', '{"username": "admin",', '请求体不是合法的 JSON'],
    ['a JSON array', '[1,2]', '请求参数类型错误，应为对象'],
    [
      'wrong types',
      '{"username": 12, "password": true}',
      '用户名类型错误，应为文本；密码类型错误，应为文本',
    ],
    ['an empty username', '{"username": "  ", "password": "x"}', '用户名不能为空'],
    [
      'a username longer than its column',
      JSON.stringify({ username: 'u'.repeat(33), password: 'x' }),
      '用户名长度不能超过32个字符',
    ],
    [
      'a password longer than allowed',
      JSON.stringify({ username: 'admin', password: 'p'.repeat(129) }),
      '密码长度不能超过128个字符',
    ],
  ])('%s', async (_name, payload, message) => {
    const res = await postLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message });
  });

  it('an empty JSON body', async () => {
    const res = await postLogin('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求体不能为空');
  });

  it('an unsupported content type answers 415', async () => {
    const res = await postLogin('username=admin', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('不支持的请求内容类型');
  });

  it('a body over the size limit answers 413', async () => {
    const res = await postLogin(JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('请求体过大');
  });

  it.each([
    ['pageSize=abc', '每页条数类型错误，应为数字'],
    ['pageSize=1000', '每页条数不能大于200'],
    ['pageNo=0', '页码不能小于1'],
    ['outcome=maybe', '结果取值无效，可选值：success、failure'],
    ['createTime_begin=yesterday', '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
    [`username=${'x'.repeat(101)}`, '用户名长度不能超过100个字符'],
  ])('query %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/log/list?${query}`,
      headers: withToken(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('treats LIKE wildcards in a filter as plain text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/log/list?username=${encodeURIComponent('%_')}`,
      headers: withToken(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.total).toBe(0);
  });
});
