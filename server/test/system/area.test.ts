import type { AreaNode } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { treeFromRows } from '../../src/sections/system/routes/area-routes.js';
import { areaRows } from '../../src/sections/system/seed/areas.js';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
const URL = `${API}/sys/sysArea/queryIdTree`;
let tree: AreaNode[];

beforeAll(async () => {
  const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const res = await t.app.inject({ method: 'GET', url: URL, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  tree = res.json().result;
});

function walk(nodes: AreaNode[], visit: (node: AreaNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walk(node.children, visit);
  }
}

describe('GET /sys/sysArea/queryIdTree', () => {
  it('is public reference data: the registration page reads it before anyone signs in', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.some((p: { id: string }) => p.id === '130000')).toBe(true);
  });

  it('lists the provinces under root 86, Hebei with its cities and districts', () => {
    expect(tree.length).toBeGreaterThanOrEqual(34);
    const hebei = tree.find((p) => p.id === '130000');
    expect(hebei).toMatchObject({ id: '130000', text: '河北省', pid: '86', level: 1 });
    const shijiazhuang = hebei?.children?.find((c) => c.id === '130100');
    expect(shijiazhuang).toMatchObject({ text: '石家庄市', pid: '130000', level: 2 });
    expect(hebei?.children?.length).toBe(11);
    const changan = shijiazhuang?.children?.find((d) => d.id === '130102');
    expect(changan).toEqual({ id: '130102', text: '长安区', pid: '130100', level: 3 });
  });

  it('gives every node the level of its depth and its parent code', () => {
    let count = 0;
    const check = (nodes: AreaNode[], pid: string, level: number) => {
      for (const node of nodes) {
        count++;
        expect(node.pid).toBe(pid);
        expect(node.level).toBe(level);
        expect(node.id).toMatch(/^\d{6}$/);
        if (node.children) check(node.children, node.id, level + 1);
      }
    };
    check(tree, '86', 1);
    expect(count).toBeGreaterThan(3000);
    let deepest = 0;
    walk(tree, (n) => {
      deepest = Math.max(deepest, n.level);
    });
    expect(deepest).toBe(3);
  });

  it('puts a municipality’s districts directly under it', () => {
    const beijing = tree.find((p) => p.id === '110000');
    expect(beijing?.children?.find((d) => d.id === '110101')).toEqual({
      id: '110101',
      text: '东城区',
      pid: '110000',
      level: 2,
    });
  });
});

describe('area rows from the data package', () => {
  it('cuts the tree below the district level', () => {
    const built = treeFromRows(
      areaRows([
        {
          code: '130000',
          name: '河北省',
          children: [
            {
              code: '130100',
              name: '石家庄市',
              children: [
                {
                  code: '130102',
                  name: '长安区',
                  children: [{ code: '130102001', name: '建北街道' }],
                },
              ],
            },
          ],
        },
      ]),
    );
    expect(built).toEqual([
      {
        id: '130000',
        text: '河北省',
        pid: '86',
        level: 1,
        children: [
          {
            id: '130100',
            text: '石家庄市',
            pid: '130000',
            level: 2,
            children: [{ id: '130102', text: '长安区', pid: '130100', level: 3 }],
          },
        ],
      },
    ]);
  });
});

describe('DELETE /sys/sysArea/delete', () => {
  it('removes an area with everything below it; the root stays; staff may not', async () => {
    const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const del = (id: string, headers = admin) =>
      t.app.inject({ method: 'DELETE', url: `${API}/sys/sysArea/delete?id=${id}`, headers });
    const res = await del('130100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.count).toBeGreaterThan(1);
    const after = (await t.app.inject({ method: 'GET', url: URL, headers: admin })).json()
      .result as AreaNode[];
    const hebei = after.find((p) => p.id === '130000');
    expect(hebei?.children?.some((c) => c.id === '130100')).toBe(false);
    expect(hebei?.children?.length).toBe(10);
    expect((await del('86')).json().message).toBe('根节点不能删除');
    expect((await del('130100')).statusCode).toBe(404);
    const staff = await createUser(t.ctx, { username: 'area_staff', roles: ['staff'] });
    const token = withToken((await login(t.app, staff.username, staff.password)).token);
    expect((await del('130200', token)).statusCode).toBe(403);
  });
});
