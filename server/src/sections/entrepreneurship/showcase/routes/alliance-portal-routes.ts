import {
  showcasePortalApi as api,
  institutionType,
  type PortalAllianceCard,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../../core/anonymous-rate-limit.js';
import { serve } from '../../../../core/api-route.js';
import type { AppContext } from '../../../../core/app-context.js';
import { ok } from '../../../../core/envelope.js';
import { notFound } from '../../../../core/errors.js';
import { pageResult } from '../../../../core/page-result.js';
import { dictText } from '../../../../core/resource/dict-lookup.js';
import {
  type AllianceInstitution,
  allianceInstitution,
  allianceInstitutions,
} from '../../../training/index.js';
import { regionLabels } from '../services/portal-support.js';

async function allianceCards(
  ctx: AppContext,
  rows: AllianceInstitution[],
): Promise<PortalAllianceCard[]> {
  const [dicts, region] = await Promise.all([
    ctx.dictCache.lookup([institutionType.code]),
    regionLabels(
      ctx,
      rows.map((r) => r.regionCode),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    institutionName: r.institutionName,
    institutionType: r.institutionType,
    institutionTypeText: dictText(dicts.get(institutionType.code), r.institutionType),
    regionCode: r.regionCode,
    regionName: region(r.regionCode),
    trainingScope: r.trainingScope,
    introduction: r.introduction,
    logo: r.logo,
  }));
}

/**
 * 教育培训联盟 on the portal: the training section's institutions marked as alliance members,
 * read through its index, without their contact person or phone.
 */
export const alliancePortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);

  serve(
    app,
    api.allianceList,
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const { records, total } = await allianceInstitutions(ctx.db, request.query);
      return ok(pageResult(await allianceCards(ctx, records), total, pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.allianceById,
    async (request) => {
      const row = await allianceInstitution(ctx.db, request.query.id);
      if (!row) throw notFound('该机构不是教育培训联盟成员或不存在');
      const [card] = await allianceCards(ctx, [row]);
      return ok({ ...card!, address: row.address });
    },
    { config },
  );
};
