import { z } from 'zod';
import type { PortalCard, PortalDetail } from '../../../resource/portal-endpoints.js';
import type { institutionResource } from '../../training/index.js';
import type { achievementResource } from './resources/achievement.js';
import type { assocMemberResource, assocNewsResource } from './resources/association.js';
import type { transformationResource } from './resources/transformation.js';

/*
 * What the public portal may show of the showcase: organisations, results and products. No
 * contact person, personal phone, creator or department ever appears in these shapes.
 */

export const portalAgriProductCardSchema = z.object({
  id: z.string(),
  productName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  category: z.string(),
  categoryText: z.string(),
  spec: z.string().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  priceUnit: z.string().nullable(),
  originName: z.string(),
  image: z.string().nullable(),
  salesChannel: z.string().nullable(),
});
export type PortalAgriProductCard = z.infer<typeof portalAgriProductCardSchema>;

export const portalAgriProductDetailSchema = portalAgriProductCardSchema.extend({
  intro: z.string().nullable(),
});
export type PortalAgriProductDetail = z.infer<typeof portalAgriProductDetailSchema>;

export const portalAgriProjectCardSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  operatorName: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  scale: z.string().nullable(),
  produce: z.string().nullable(),
  stage: z.string(),
  stageText: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  productCount: z.number(),
});
export type PortalAgriProjectCard = z.infer<typeof portalAgriProjectCardSchema>;

export const portalAgriProjectDetailSchema = portalAgriProjectCardSchema.extend({
  products: z.array(portalAgriProductCardSchema),
});
export type PortalAgriProjectDetail = z.infer<typeof portalAgriProjectDetailSchema>;

export type PortalAchievementCard = PortalCard<typeof achievementResource>;
export type PortalAchievementDetail = PortalDetail<typeof achievementResource>;
export type PortalTransformationCard = PortalCard<typeof transformationResource>;
export type PortalTransformationDetail = PortalDetail<typeof transformationResource>;
export type PortalAssocMemberCard = PortalCard<typeof assocMemberResource>;
export type PortalAssocNewsCard = PortalCard<typeof assocNewsResource>;
export type PortalAssocNewsDetail = PortalDetail<typeof assocNewsResource>;
/** A member institution of the 教育培训联盟 (training's institutions), without its contacts. */
export type PortalAllianceCard = PortalCard<typeof institutionResource>;
export type PortalAllianceDetail = PortalDetail<typeof institutionResource>;
