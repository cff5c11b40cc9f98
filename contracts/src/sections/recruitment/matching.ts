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

export interface MatchRuleWeights {
  weights: Record<MatchCriterion, number>;
  minScore: number;
}

export interface MatchCriterionScore {
  criterion: MatchCriterion;
  label: string;
  weight: number;
  /** Points earned, one decimal. */
  score: number;
  /** Why, in words a member of staff understands. */
  reason: string;
}

export interface MatchScore {
  /** The sum of the criteria's points, one decimal. */
  total: number;
  breakdown: MatchCriterionScore[];
}

/** One ranked position for a resume, or one ranked resume for a position. */
export interface MatchItem extends MatchScore {
  id: string;
  title: string;
  subtitle: string;
}

export interface MatchList {
  ruleName: string;
  minScore: number;
  /** How many candidates were scored. */
  scanned: number;
  records: MatchItem[];
}

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
