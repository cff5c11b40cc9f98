import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

const call = apiCaller(t, () => admin);

interface Node {
  id: string;
  orgCode: string;
  departName: string;
  isLeaf: boolean;
  children?: Node[];
}

const departId = async (orgCode: string) =>
  (
    await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', orgCode)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('departments', () => {
  it('serves the whole tree, a subtree by org code, one level at a time, and a search', async () => {
    const tree = (await call('GET', '/sys/sysDepart/queryTreeList')).json().result as Node[];
    expect(tree.map((n) => n.orgCode)).toEqual(['A01']);
    expect(tree[0]!.children!.length).toBe(11);
    expect(tree[0]!.children![0]).toMatchObject({ orgCode: 'A01A01', isLeaf: false });

    const sub = (await call('GET', '/sys/sysDepart/queryTreeListByOrgCode?orgCode=A01A01')).json()
      .result as Node[];
    expect(sub.map((n) => n.orgCode)).toEqual(['A01A01']);
    expect(sub[0]!.children!.every((c) => c.orgCode.startsWith('A01A01A'))).toBe(true);

    const top = (await call('GET', '/sys/sysDepart/queryDepartTreeSync')).json().result as Node[];
    expect(top.map((n) => [n.orgCode, n.isLeaf])).toEqual([['A01', false]]);
    const level = (await call('GET', `/sys/sysDepart/queryDepartTreeSync?pid=${top[0]!.id}`)).json()
      .result as Node[];
    expect(level).toHaveLength(11);
    expect(level.every((n) => !n.children)).toBe(true);

    const found = (
      await call('GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('石家庄')}`)
    ).json().result as Node[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.departName.includes('石家庄'))).toBe(true);
  });

  it('adds departments with the next org code under the parent, and edits them', async () => {
    const parentId = await departId('A01A02');
    const first = await call('POST', '/sys/sysDepart/add', {
      departName: '就业指导科',
      parentId,
      orgCategory: '2',
    });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().result;
    const siblings = await t.db
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('parentId', '=', parentId)
      .where('id', '<>', created.id)
      .execute();
    const highest = siblings
      .map((s) => s.orgCode)
      .sort()
      .at(-1)!;
    expect(created.orgCode > highest).toBe(true);
    expect(created.orgCode.startsWith('A01A02')).toBe(true);
    expect(created.orgCode).toHaveLength(9);
    expect(created.parentId_dictText).toBeTruthy();

    const second = (
      await call('POST', '/sys/sysDepart/add', {
        departName: '创业服务科',
        parentId,
        orgCategory: '2',
      })
    ).json().result;
    expect(second.orgCode > created.orgCode).toBe(true);

    const edited = await call('PUT', '/sys/sysDepart/edit', {
      id: created.id,
      version: created.version,
      departName: '就业指导中心',
      orgCategory: '2',
      parentId: await departId('A01A03'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({
      departName: '就业指导中心',
      parentId,
      orgCode: created.orgCode,
    });

    const badParent = await call('POST', '/sys/sysDepart/add', {
      departName: '孤儿',
      parentId: 'nope',
      orgCategory: '1',
    });
    expect(badParent.statusCode).toBe(400);
  });

  it('refuses to delete a department with sub-departments or users, deletes an empty one', async () => {
    const withChildren = await call(
      'DELETE',
      `/sys/sysDepart/delete?id=${await departId('A01A01')}`,
    );
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().message).toBe('该机构下还有下级机构，请先删除下级机构');

    const added = (
      await call('POST', '/sys/sysDepart/add', {
        departName: '临时科室',
        parentId: await departId('A01A03'),
        orgCategory: '2',
      })
    ).json().result;
    await createUser(t.ctx, { username: 'dp_member', roles: ['staff'], orgCode: added.orgCode });
    const withUsers = await call('DELETE', `/sys/sysDepart/delete?id=${added.id}`);
    expect(withUsers.json().message).toBe('该机构下还有用户，请先调整用户的所属机构');

    const empty = (
      await call('POST', '/sys/sysDepart/add', {
        departName: '空科室',
        parentId: await departId('A01A03'),
        orgCategory: '2',
      })
    ).json().result;
    expect((await call('DELETE', `/sys/sysDepart/delete?id=${empty.id}`)).statusCode).toBe(200);
  });

  it('gives a user their own departments as a tree', async () => {
    const u = await createUser(t.ctx, { username: 'dp_mine', roles: ['staff'], orgCode: 'A01A04' });
    const token = withToken((await login(t.app, u.username, u.password)).token);
    const mine = (await call('GET', '/sys/sysDepart/queryMyDeptTreeList', undefined, token)).json()
      .result as Node[];
    expect(mine.map((n) => n.orgCode)).toEqual(['A01A04']);
    expect(mine[0]!.children!.length).toBeGreaterThan(0);
    const staffTree = await call('GET', '/sys/sysDepart/queryTreeList', undefined, token);
    expect(staffTree.statusCode).toBe(403);
  });
});
