/** A judge as the recusal rule sees them. */
export interface RecusalJudge {
  judgeName: string;
  workUnit: string | null;
  idCard: string | null;
  phone: string | null;
}

/**
 * What the records link an entrant to: the family and employers in their archive, the business
 * they founded, and the mentors of the entered project.
 */
export interface RecusalEntrant {
  family: ReadonlyArray<{ memberName: string; idCard: string | null; workUnit: string | null }>;
  employers: readonly string[];
  businessName: string | null;
  mentors: ReadonlyArray<{ mentorName: string; workUnit: string | null; phone: string | null }>;
}

/**
 * Text compared as people write it: no spaces, full-width brackets as half-width, upper-case
 * (an ID number's x), so that 河北（石家庄）某公司 and 河北(石家庄)某公司 are one unit.
 */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) =>
    (s ?? '').replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toUpperCase();
  const x = norm(a);
  return x !== '' && x === norm(b);
}

/**
 * Why a judge may not score an entry, one reason per link the records show; none when the judge
 * may. A judge is recused when they are a family member of the entrant (the same ID number, or
 * the same name and work unit), work for a company the entrant worked for or founded, or mentor
 * the entered project (the same name and work unit, or the same phone).
 */
export function recusalReasons(judge: RecusalJudge, entrant: RecusalEntrant): string[] {
  const reasons: string[] = [];
  const relative = entrant.family.find(
    (f) =>
      sameText(judge.idCard, f.idCard) ||
      (sameText(judge.judgeName, f.memberName) && sameText(judge.workUnit, f.workUnit)),
  );
  if (relative) reasons.push(`评委为参赛人的家庭成员（${relative.memberName}）`);
  const employer = entrant.employers.find((e) => sameText(judge.workUnit, e));
  if (employer) reasons.push(`评委所在单位为参赛人的就业单位（${employer}）`);
  if (sameText(judge.workUnit, entrant.businessName))
    reasons.push(`评委所在单位为参赛人创办的企业（${entrant.businessName}）`);
  const mentor = entrant.mentors.some(
    (m) =>
      (sameText(judge.judgeName, m.mentorName) && sameText(judge.workUnit, m.workUnit)) ||
      sameText(judge.phone, m.phone),
  );
  if (mentor) reasons.push('评委为该参赛项目的创业导师');
  return reasons;
}
