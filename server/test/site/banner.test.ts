import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../helpers/multipart.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
let image = '';

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const body = multipart({ biz: 'banner' }, [{ field: 'file', name: 'b.png', content: TINY_PNG }]);
  const up = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  image = up.json().result;
});

const add = (fields: Record<string, unknown>) =>
  call('POST', '/sys/banner/add', { title: '招聘会', image, status: '1', sortNo: 1, ...fields });

describe('portal banners', () => {
  it('shows only banners that are up and inside their window, in order, to anyone', async () => {
    expect((await add({ title: '第二', sortNo: 2 })).statusCode).toBe(200);
    await add({ title: '第一', sortNo: 1, linkUrl: '/zph' });
    await add({ title: '下架', status: '0' });
    await add({ title: '已过期', endTime: '2000-01-01 00:00:00' });
    await add({ title: '未开始', startTime: '2999-01-01 00:00:00' });
    const res = await t.app.inject({ method: 'GET', url: `${API}/portal/banner/list` });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as Array<Record<string, unknown>>;
    expect(list.map((b) => b.title)).toEqual(['第一', '第二']);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'image', 'linkUrl', 'title']);
  });

  it('checks links and the time window, and keeps management to its permission', async () => {
    const badLink = await add({ linkUrl: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toContain('链接地址应为站内路径');
    const backwards = await add({
      startTime: '2026-12-01 00:00:00',
      endTime: '2026-11-01 00:00:00',
    });
    expect(backwards.json().message).toContain('结束时间不能早于开始时间');
    const noImage = await call('POST', '/sys/banner/add', { title: '无图', status: '1' });
    expect(noImage.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/sys/banner/list` });
    expect(anonymous.statusCode).toBe(401);
  });
});
