import { z } from 'zod';

/** The criteria of a recommendation rule, in the order the breakdown lists them. */
export const MATCH_CRITERIA = [
  'category',
  'region',
  'education',
  'salary',
  'experience',
  'skill',
  'veteran',
] as const;

export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export const MATCH_CRITERION_LABELS: Record<MatchCriterion, string> = {
  category: '岗位类别',
  region: '工作地区',
  education: '学历要求',
  salary: '薪资吻合',
  experience: '工作经验',
  skill: '技能关键词',
  veteran: '退役军人优先',
};

/** The most candidates a ranked list returns. */
export const MATCH_LIMIT_MAX = 100;

export interface MatchRuleWeights {
  weights: Record<MatchCriterion, number>;
  minScore: number;
}

export const matchCriterionScoreSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  label: z.string(),
  weight: z.number(),
  /** Points earned, one decimal. */
  score: z.number(),
  /** Why, in words a member of staff understands. */
  reason: z.string(),
});
export type MatchCriterionScore = z.infer<typeof matchCriterionScoreSchema>;

export const matchScoreSchema = z.object({
  /** The sum of the criteria's points, one decimal. */
  total: z.number(),
  breakdown: z.array(matchCriterionScoreSchema),
});
export type MatchScore = z.infer<typeof matchScoreSchema>;

/** One ranked position for a resume, or one ranked resume for a position. */
export const matchItemSchema = matchScoreSchema.extend({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type MatchItem = z.infer<typeof matchItemSchema>;

export const matchListSchema = z.object({
  ruleName: z.string(),
  minScore: z.number(),
  /** How many candidates were scored. */
  scanned: z.number(),
  records: z.array(matchItemSchema),
});
export type MatchList = z.infer<typeof matchListSchema>;

/** The seeded default rule: category and region first, then education, salary and the rest. */
export const DEFAULT_MATCH_RULE: MatchRuleWeights = {
  weights: {
    category: 30,
    region: 20,
    education: 15,
    salary: 15,
    experience: 10,
    skill: 5,
    veteran: 5,
  },
  minScore: 60,
};
