import { type Revision, revisionEndpoint } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../api-route.js';
import { ok } from '../envelope.js';
import type { ResourceService } from './resource-service.js';

/** `GET <path>/revisions?id=`: the record must be in the caller's scope; masked as lists are. */
export function registerRevisionRoute(app: FastifyInstance, service: ResourceService): void {
  const { def, ctx } = service;
  if (!def.revisions) return;
  serve(app, revisionEndpoint(def), async (request) => {
    const id = request.query.id;
    const scope = await service.scopeFor(request);
    await service.findOne(id, scope);
    const actor = await service.actorFor(request);
    const rows = await ctx.db
      .selectFrom('sysRevision as r')
      .leftJoin('sysUser as u', 'u.username', 'r.author')
      .select([
        'r.id',
        'r.version',
        'r.action',
        'r.actionLabel',
        'r.author',
        'u.realname as authorName',
        'r.createTime as time',
        'r.snapshot',
      ])
      .where('r.resourceKey', '=', def.key)
      .where('r.recordId', '=', id)
      .orderBy('r.createTime', 'desc')
      .orderBy('r.version', 'desc')
      .limit(200)
      .execute();
    const snapshots = rows.map((r) =>
      r.snapshot ? (JSON.parse(r.snapshot) as Record<string, unknown>) : null,
    );
    await service.maskFor(
      snapshots.filter((s) => s !== null),
      actor,
      scope,
    );
    const revisions: Revision[] = rows.map((r, i) => ({
      ...r,
      version: r.version === null ? null : Number(r.version),
      snapshot: snapshots[i] ?? null,
    }));
    return ok(revisions, '查询成功');
  });
}
