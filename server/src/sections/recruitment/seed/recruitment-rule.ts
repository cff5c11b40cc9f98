import { DEFAULT_MATCH_RULE } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import { seededAudit } from '../../../db/seeded-audit.js';
import type { RecruitmentDb } from '../tables.js';

/** The default recommendation rule (weights sum to 100), active until staff add their own. */
export async function seedRecruitmentRule(db: RecruitmentDb, clock: Clock): Promise<void> {
  const w = DEFAULT_MATCH_RULE.weights;
  await db
    .insertInto('zpRecommendRule')
    .values({
      id: 'rule-default',
      ruleName: '默认推荐规则',
      categoryWeight: w.category,
      regionWeight: w.region,
      educationWeight: w.education,
      salaryWeight: w.salary,
      experienceWeight: w.experience,
      skillWeight: w.skill,
      veteranWeight: w.veteran,
      minScore: DEFAULT_MATCH_RULE.minScore,
      active: 'Y',
      remark: '岗位类别与工作地区为主，兼顾学历、薪资、经验与技能',
      ...seededAudit(clock.nowText()),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
