import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiCaller, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

interface Node {
  id: string;
  key: string;
  code: string;
  name: string;
  title: string;
  leaf: boolean;
}

const add = async (name: string, pid?: string) => {
  const res = await call('POST', '/sys/category/add', { name, ...(pid ? { pid } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; code: string };
};

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('categories', () => {
  it('codes nest under the parent and the tree calls serve them', async () => {
    const industry = await add('行业');
    const it1 = await add('信息技术', industry.id);
    const it2 = await add('制造业', industry.id);
    const soft = await add('软件开发', it1.id);
    expect(industry.code).toMatch(/^[A-Z]\d{2}$/);
    expect(it1.code).toBe(`${industry.code}A01`);
    expect(it2.code).toBe(`${industry.code}A02`);
    expect(soft.code).toBe(`${it1.code}A01`);

    const roots = (await call('GET', '/sys/category/loadTreeRoot?pcode=0')).json().result as Node[];
    expect(roots.find((n) => n.id === industry.id)).toMatchObject({ leaf: false, title: '行业' });
    const underCode = (
      await call('GET', `/sys/category/loadTreeRoot?pcode=${industry.code}`)
    ).json().result as Node[];
    expect(underCode.map((n) => n.name)).toEqual(['信息技术', '制造业']);
    expect(underCode[1]!.leaf).toBe(true);
    const children = (await call('GET', `/sys/category/loadTreeChildren?pid=${it1.id}`)).json()
      .result as Node[];
    expect(children.map((n) => n.code)).toEqual([soft.code]);
    const filtered = (
      await call(
        'GET',
        `/sys/category/loadTreeData?pid=${industry.id}&condition=${encodeURIComponent('{"name":"制造业"}')}`,
      )
    ).json().result as Node[];
    expect(filtered.map((n) => n.id)).toEqual([it2.id]);
    const one = await call('GET', `/sys/category/loadOne?field=code&val=${soft.code}`);
    expect(one.json().result).toMatchObject({ id: soft.id, name: '软件开发' });
    const names = await call('GET', `/sys/category/loadDictItem/?ids=${soft.id},${it2.id}`);
    expect(names.json().result).toEqual(['软件开发', '制造业']);
  });

  it('answers 400 to names and conditions outside the whitelist', async () => {
    expect((await call('GET', '/sys/category/loadOne?field=create_by&val=x')).statusCode).toBe(400);
    const bad = await call(
      'GET',
      `/sys/category/loadTreeData?condition=${encodeURIComponent('{"pid = pid or 1=1 --":"x"}')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/sys/category/loadTreeData?condition=notjson')).statusCode).toBe(
      400,
    );
  });

  it('refuses to delete a category with children; deleting the last child makes a leaf', async () => {
    const top = await add('学历');
    const child = await add('本科', top.id);
    const refused = await call('DELETE', `/sys/category/delete?id=${top.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该分类下还有子分类，请先删除子分类');
    expect((await call('DELETE', `/sys/category/delete?id=${child.id}`)).statusCode).toBe(200);
    const one = await call('GET', `/sys/category/loadOne?field=id&val=${top.id}`);
    expect(one.json().result.leaf).toBe(true);
    const code = await call('GET', `/sys/fillRule/executeRuleByCode/category_code?pid=${top.id}`);
    expect(code.json().result).toBe(`${top.code}A01`);
  });
});
