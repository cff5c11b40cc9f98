import { z } from 'zod';

/** What the public portal may show of a position: no contact person, phone or personal data. */
export const portalPositionCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  categoryName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  education: z.string().nullable(),
  educationText: z.string(),
  experienceYears: z.number(),
  headcount: z.number(),
  welfareTags: z.string().nullable(),
  veteranPriority: z.string(),
  publishTime: z.string().nullable(),
  expireDate: z.string(),
});
export type PortalPositionCard = z.infer<typeof portalPositionCardSchema>;

export const portalPositionDetailSchema = portalPositionCardSchema.extend({
  description: z.string().nullable(),
  workAddress: z.string().nullable(),
  workNatureText: z.string(),
  ageMin: z.number().nullable(),
  ageMax: z.number().nullable(),
  skillTags: z.string().nullable(),
  viewCount: z.number(),
});
export type PortalPositionDetail = z.infer<typeof portalPositionDetailSchema>;

export const portalCompanyCardSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industryName: z.string(),
  ownershipText: z.string(),
  scaleText: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  logo: z.string().nullable(),
  veteranPriority: z.string(),
  positionCount: z.number(),
});
export type PortalCompanyCard = z.infer<typeof portalCompanyCardSchema>;

export const portalCompanyDetailSchema = portalCompanyCardSchema.extend({
  introduction: z.string().nullable(),
  address: z.string().nullable(),
  averageScore: z.number().nullable(),
  evaluationCount: z.number(),
});
export type PortalCompanyDetail = z.infer<typeof portalCompanyDetailSchema>;

export const portalJobFairCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  fairType: z.string(),
  fairTypeText: z.string(),
  organizer: z.string(),
  venue: z.string().nullable(),
  regionName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  regDeadline: z.string().nullable(),
  poster: z.string().nullable(),
  companyCount: z.number(),
  positionCount: z.number(),
});
export type PortalJobFairCard = z.infer<typeof portalJobFairCardSchema>;

export const portalJobFairDetailSchema = portalJobFairCardSchema.extend({
  description: z.string().nullable(),
  companies: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      boothNo: z.string().nullable(),
      positions: z.array(portalPositionCardSchema),
    }),
  ),
});
export type PortalJobFairDetail = z.infer<typeof portalJobFairDetailSchema>;

export const portalHomeStatsSchema = z.object({
  companyCount: z.number(),
  positionCount: z.number(),
  jobFairCount: z.number(),
  headcount: z.number(),
});
export type PortalHomeStats = z.infer<typeof portalHomeStatsSchema>;
