import type { ResourceDef } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/core/app-context.js';
import { registerResourceRoutes } from '../../../src/core/resource/resource-routes.js';
import { grantCodes } from '../../helpers/permissions.js';
import { ADMIN_PASSWORD, apiCaller, login, useTestApp, withToken } from '../../helpers/test-app.js';

/** A tree whose parent may change, registered only in this test. */
const nodeResource: ResourceDef = {
  key: 'testNode',
  title: '节点',
  table: 'test_node',
  path: '/test/node',
  permission: 'test:node',
  scope: 'global',
  titleField: 'name',
  tree: { parentField: 'parentId' },
  fields: {
    name: { label: '名称', kind: 'string', required: true },
    parentId: { label: '上级', kind: 'string' },
  },
};

const plugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: nodeResource });
};

const t = useTestApp({ plugins: [plugin] });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

const added = async (url: string, body: Record<string, unknown>) => {
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; version: number };
};
const flag = async (id: string) =>
  (await t.db.selectFrom('sysCategory').select('hasChild').where('id', '=', id).executeTakeFirst())
    ?.hasChild;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await sql`create table test_node (
    id varchar(32) primary key, name varchar(50) not null, parent_id varchar(32),
    create_by varchar(32), create_time varchar(19) not null,
    update_by varchar(32), update_time varchar(19))`.execute(t.ctx.db);
  await grantCodes(t.ctx, ['test:node:list', 'test:node:add', 'test:node:edit'], ['admin']);
});

describe('tree resources', () => {
  it('keeps the leaf flag as children come and go, and refuses to delete a parent', async () => {
    const root = await added('/sys/category/add', { name: '树测试' });
    expect(await flag(root.id)).toBe('0');
    const child = await added('/sys/category/add', { name: '树测试子项', pid: root.id });
    expect(await flag(root.id)).toBe('1');

    const refused = await call('DELETE', `/sys/category/delete?id=${root.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该分类下还有子分类，请先删除子分类');

    expect((await call('DELETE', `/sys/category/delete?id=${child.id}`)).statusCode).toBe(200);
    expect(await flag(root.id)).toBe('0');
    const both = await added('/sys/category/add', { name: '树测试子项二', pid: root.id });
    const together = await call('DELETE', `/sys/category/deleteBatch?ids=${root.id},${both.id}`);
    expect(together.statusCode, together.body).toBe(200);
  });

  it('lists children with whether they have their own, and the chain down to a record', async () => {
    const root = await added('/sys/category/add', { name: '链测试' });
    const middle = await added('/sys/category/add', { name: '链测试中间', pid: root.id });
    const leaf = await added('/sys/category/add', { name: '链测试末端', pid: middle.id });
    const children = await call('GET', `/sys/category/childList?pid=${root.id}`);
    expect(children.json().result).toEqual([
      expect.objectContaining({ id: middle.id, name: '链测试中间', hasChildren: true }),
    ]);
    const top = (await call('GET', '/sys/category/childList')).json().result as Array<{
      id: string;
    }>;
    expect(top.map((c) => c.id)).toContain(root.id);
    const path = await call('GET', `/sys/category/parentPath?id=${leaf.id}`);
    expect(path.json().result.map((c: { name: string }) => c.name)).toEqual([
      '链测试',
      '链测试中间',
      '链测试末端',
    ]);
  });

  it('refuses to move a record under itself or one of its descendants', async () => {
    const top = await added('/test/node/add', { name: '甲' });
    const below = await added('/test/node/add', { name: '乙', parentId: top.id });
    const loop = await call('PUT', '/test/node/edit', { id: top.id, parentId: below.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe('不能把节点移到它自己或它的下级之下');
    const self = await call('PUT', '/test/node/edit', { id: top.id, parentId: top.id });
    expect(self.statusCode).toBe(400);
    const other = await added('/test/node/add', { name: '丙' });
    const moved = await call('PUT', '/test/node/edit', { id: below.id, parentId: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
