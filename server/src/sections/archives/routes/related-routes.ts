import {
  ARCHIVE_RELATED_KINDS,
  type ArchiveRelatedKind,
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveRelatedApi,
  archiveSkillResource,
  archiveTrainingResource,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import type { RequestScope } from '../../../core/resource/list-spec.js';
import { keepMaskedValues } from '../../../core/resource/masked-input.js';
import type { ResourceService } from '../../../core/resource/resource-service.js';
import { markEmployedByRecord } from '../services/archive-status.js';
import { archivesDb } from '../tables.js';

const MAX_ROWS = 50;

type Rows = Array<Record<string, unknown>>;

/**
 * 相关记录: an archive's family members, skills, training and employment records, read and
 * saved together. A save replaces every kind it sends, all or nothing; a kind left out stays.
 */
export const relatedRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const children: Record<ArchiveRelatedKind, ResourceService> = {
    family: ctx.resources.service(archiveFamilyResource),
    skill: ctx.resources.service(archiveSkillResource),
    training: ctx.resources.service(archiveTrainingResource),
    employment: ctx.resources.service(archiveEmploymentResource),
  };

  /** The rows of one kind, in the order they were entered (or by their dates). */
  async function rowsOf(child: ResourceService, archiveId: string, scope: RequestScope) {
    const spec = child.listSpec({ archiveId, order: 'asc' });
    return (await child.store.page(spec, scope, 1, MAX_ROWS)).records;
  }

  serve(app, archiveRelatedApi.related, async (request) => {
    const { archiveId } = request.query;
    const result = {} as Record<ArchiveRelatedKind, Rows>;
    for (const kind of ARCHIVE_RELATED_KINDS) {
      const child = children[kind];
      const rows = await rowsOf(child, archiveId, await child.scopeFor(request));
      await child.present(rows, await child.actorFor(request));
      result[kind] = rows;
    }
    return ok(result, '查询成功');
  });

  serve(app, archiveRelatedApi.saveRelated, async (request) => {
    const { archiveId } = request.body;
    const kinds = ARCHIVE_RELATED_KINDS.filter((kind) => request.body[kind] !== undefined);
    const planned: Array<{
      kind: ArchiveRelatedKind;
      scope: RequestScope;
      values: Rows;
      added: Rows;
    }> = [];
    for (const kind of kinds) {
      const child = children[kind];
      const scope = await child.scopeFor(request);
      const stored = new Map((await rowsOf(child, archiveId, scope)).map((r) => [String(r.id), r]));
      const sent = request.body[kind] ?? [];
      const rows = sent.map(({ id, ...fields }) =>
        keepMaskedValues(child.def, fields, stored.get(String(id))),
      );
      const values = await child.checkChildren(archiveId, rows, scope);
      const added = values.filter((_, i) => !stored.has(String(sent[i]?.id)));
      planned.push({ kind, scope, values, added });
    }
    const actor = await children.family.actorFor(request);
    await ctx.db.transaction().execute(async (trx) => {
      for (const { kind, scope, values } of planned)
        await children[kind].replaceChildren(trx, archiveId, values, actor, scope);
      const employment = planned.find((p) => p.kind === 'employment');
      if (employment?.added.some((v) => !v.endDate))
        await markEmployedByRecord(archivesDb(trx), [archiveId], {
          username: actor.username,
          now: ctx.clock.nowText(),
        });
    });
    return ok(null, '保存成功');
  });
};
