import { z } from 'zod';

/*
 * What the public portal may show of the showcase: organisations, results and products. No
 * contact person, personal phone, creator or department ever appears in these shapes.
 */

export const portalAchievementCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  ownerName: z.string(),
  domain: z.string(),
  domainText: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  publishTime: z.string().nullable(),
  viewCount: z.number(),
});
export type PortalAchievementCard = z.infer<typeof portalAchievementCardSchema>;

export const portalAchievementDetailSchema = portalAchievementCardSchema.extend({
  body: z.string().nullable(),
  images: z.array(z.string()),
  honors: z.array(z.string()),
});
export type PortalAchievementDetail = z.infer<typeof portalAchievementDetailSchema>;

export const portalTransformationCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  resultType: z.string(),
  resultTypeText: z.string(),
  cooperationTexts: z.array(z.string()),
  fundingSought: z.number().nullable(),
  maturityText: z.string(),
  ownerName: z.string(),
  regionName: z.string(),
  summary: z.string(),
  /** 1 对接中, 2 已对接. */
  status: z.string(),
  statusText: z.string(),
  publishTime: z.string().nullable(),
  viewCount: z.number(),
});
export type PortalTransformationCard = z.infer<typeof portalTransformationCardSchema>;

export const portalTransformationDetailSchema = portalTransformationCardSchema.extend({
  patentNo: z.string().nullable(),
  /** The organisation's channel (landline, service line or e-mail), never a person's. */
  contactChannel: z.string(),
  body: z.string().nullable(),
  /** 附件1.pdf …: uploads keep no original name; the extension tells a PDF to preview. */
  attachments: z.array(z.object({ name: z.string(), path: z.string(), ext: z.string() })),
});
export type PortalTransformationDetail = z.infer<typeof portalTransformationDetailSchema>;

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

export const portalAssocMemberCardSchema = z.object({
  id: z.string(),
  orgName: z.string(),
  memberType: z.string(),
  memberTypeText: z.string(),
  regionName: z.string(),
  industryName: z.string(),
  joinDate: z.string().nullable(),
  intro: z.string().nullable(),
  logo: z.string().nullable(),
});
export type PortalAssocMemberCard = z.infer<typeof portalAssocMemberCardSchema>;

export const portalAssocNewsCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string().nullable(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  publishTime: z.string().nullable(),
  viewCount: z.number(),
});
export type PortalAssocNewsCard = z.infer<typeof portalAssocNewsCardSchema>;

export const portalAssocNewsDetailSchema = portalAssocNewsCardSchema.extend({
  body: z.string(),
});
export type PortalAssocNewsDetail = z.infer<typeof portalAssocNewsDetailSchema>;

/** A member institution of the 教育培训联盟 (training's institutions), without its contacts. */
export const portalAllianceCardSchema = z.object({
  id: z.string(),
  institutionName: z.string(),
  institutionType: z.string(),
  institutionTypeText: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  trainingScope: z.string().nullable(),
  introduction: z.string().nullable(),
  logo: z.string().nullable(),
});
export type PortalAllianceCard = z.infer<typeof portalAllianceCardSchema>;

export const portalAllianceDetailSchema = portalAllianceCardSchema.extend({
  /** The institution's premises (an organisation's address, not a person's). */
  address: z.string().nullable(),
});
export type PortalAllianceDetail = z.infer<typeof portalAllianceDetailSchema>;
