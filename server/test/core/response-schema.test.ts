import { defineEndpoints, OPEN, resourceEndpoints, userResource } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from '../../src/core/api-route.js';
import type { AppContext } from '../../src/core/app-context.js';
import { ok } from '../../src/core/envelope.js';
import { droppedPaths } from '../../src/core/response-serializer.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

const probe = defineEndpoints('测试', {
  declared: {
    method: 'GET',
    path: '/test/declared',
    summary: '只返回声明的字段',
    access: OPEN,
    response: z.object({ name: z.string(), tags: z.array(z.object({ code: z.string() })) }),
  },
  wrong: {
    method: 'GET',
    path: '/test/wrong',
    summary: '类型与声明不符',
    access: OPEN,
    response: z.object({ count: z.number() }),
  },
});

const plugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app) => {
  serve(app, probe.declared, async () =>
    ok({ name: '王', tags: [{ code: 'a', secret: 'x' }], passwordHash: 'h' } as never),
  );
  serve(app, probe.wrong, async () => ok({ count: 'many' } as never));
};

describe('response schemas', () => {
  describe('with strict responses (the test suites and e2e)', () => {
    const t = useTestApp({ plugins: [plugin] });

    it('an undeclared field fails the call and names the field', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API}/test/declared` });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('"h"');
    });

    it('a value of the wrong type fails the call', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API}/test/wrong` });
      expect(res.statusCode).toBe(500);
    });

    it('every documented operation declares its response', async () => {
      const spec = (await t.app.inject({ method: 'GET', url: `${API}/docs/json` })).json();
      const operations = Object.entries(
        spec.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>,
      ).flatMap(([url, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ at: `${method} ${url}`, op })),
      );
      expect(operations.length).toBeGreaterThan(300);
      const undeclared = operations
        .filter(
          ({ op }) =>
            !op.responses?.['200'] || !JSON.stringify(op.responses['200']).includes('"content"'),
        )
        .map(({ at }) => at);
      expect(undeclared).toEqual([]);
      const refs = [...JSON.stringify(spec).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.filter((name) => !spec.components?.schemas?.[name])).toEqual([]);
    });

    it('every engine route documents its response, derived from the definition', async () => {
      const docs = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
      const spec = docs.json();
      const list = spec.paths['/api/sys/user/list'].get.responses['200'];
      const record =
        list.content['application/json'].schema.properties.result.properties.records.items;
      expect(Object.keys(record.properties)).toEqual(
        expect.arrayContaining(['id', 'username', 'orgCode', 'orgCode_dictText', 'version']),
      );
      expect(record.properties).not.toHaveProperty('passwordHash');
      const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
      const users = await t.app.inject({
        method: 'GET',
        url: `${API}/sys/user/list`,
        headers: admin,
      });
      expect(users.statusCode).toBe(200);
      const parsed = resourceEndpoints(userResource).list.response.safeParse(users.json().result);
      expect(parsed.success).toBe(true);
    });
  });

  describe('in production', () => {
    const t = useTestApp({ plugins: [plugin], env: { STRICT_RESPONSES: '0' } });

    it('an undeclared field is dropped, never sent', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API}/test/declared` });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ name: '王', tags: [{ code: 'a' }] });
    });
  });
});

describe('droppedPaths', () => {
  it('names every key the output lost, through objects and arrays', () => {
    expect(
      droppedPaths(
        { a: 1, b: { c: 2, d: 3 }, e: [{ f: 1, g: 2 }], u: undefined },
        { a: 1, b: { c: 2 }, e: [{ f: 1 }] },
      ),
    ).toEqual(['b.d', 'e.0.g']);
  });
});
