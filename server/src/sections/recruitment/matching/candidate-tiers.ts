import type { MatchItem, MatchRuleWeights } from '@vets/contracts';

/** How a candidate's category relates to the other side: the same (or an intended parent), a sibling, or neither. */
type CategoryTie = 'exact' | 'sibling' | 'none';

/** One disjoint slice of the candidates and the most any of them can score. */
interface CandidateTier {
  category: CategoryTie;
  /** In the same city or covered province (region ≥ 0.6), or not. */
  nearby: boolean;
  bound: number;
}

const CATEGORY_FRACTION: Record<CategoryTie, number> = { exact: 1, sibling: 0.5, none: 0 };
/** The most the region criterion gives outside the city: the same province. */
const FAR_REGION_FRACTION = 0.3;

/**
 * The six disjoint tiers of candidates, best bound first. Each bound assumes full points on every
 * criterion the tier does not fix, so no candidate in a tier can score above it.
 */
export function candidateTiers(rule: MatchRuleWeights): CandidateTier[] {
  const w = rule.weights;
  const rest = w.education + w.salary + w.experience + w.skill + w.veteran;
  const tiers: CandidateTier[] = [];
  for (const category of ['exact', 'sibling', 'none'] as const)
    for (const nearby of [true, false])
      tiers.push({
        category,
        nearby,
        bound:
          w.category * CATEGORY_FRACTION[category] +
          w.region * (nearby ? 1 : FAR_REGION_FRACTION) +
          rest,
      });
  return tiers.sort((a, b) => b.bound - a.bound);
}

/** Best first; equal totals by id, so the order never depends on the tiers read. */
export function compareMatches(a: MatchItem, b: MatchItem): number {
  return b.total - a.total || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Reads tiers best bound first and keeps the top `limit` at or above the minimum score. It stops
 * once a tier cannot reach the minimum or cannot beat the current last place; ties go on reading,
 * so the result equals scoring every candidate.
 */
export async function rankByTiers(
  rule: MatchRuleWeights,
  limit: number,
  scoreTier: (tier: CandidateTier) => Promise<MatchItem[]>,
): Promise<{ records: MatchItem[]; scanned: number }> {
  let top: MatchItem[] = [];
  let scanned = 0;
  for (const tier of candidateTiers(rule)) {
    if (tier.bound < rule.minScore) break;
    const last = top[limit - 1];
    if (last && last.total > tier.bound) break;
    const scored = await scoreTier(tier);
    scanned += scored.length;
    top = [...top, ...scored.filter((s) => s.total >= rule.minScore)]
      .sort(compareMatches)
      .slice(0, limit);
  }
  return { records: top, scanned };
}
