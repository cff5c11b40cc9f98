import { DEFAULT_MATCH_RULE, type MatchItem } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { candidateTiers, rankByTiers } from './candidate-tiers.js';

const rule = DEFAULT_MATCH_RULE;
const item = (id: string, total: number): MatchItem => ({
  id,
  title: id,
  subtitle: '',
  total,
  breakdown: [],
});

describe('candidate tiers', () => {
  it('never reads a tier below the minimum score', async () => {
    const read: string[] = [];
    await rankByTiers(rule, 20, async (tier) => {
      read.push(`${tier.category}-${tier.nearby}`);
      return [];
    });
    expect(read).not.toContain('none-false');
    expect(read).toHaveLength(5);
  });

  it('bounds each tier by what its category and region allow', () => {
    expect(candidateTiers(rule).map((t) => [t.category, t.nearby, t.bound])).toEqual([
      ['exact', true, 100],
      ['exact', false, 86],
      ['sibling', true, 85],
      ['sibling', false, 71],
      ['none', true, 70],
      ['none', false, 56],
    ]);
  });

  it('stops at a tier that cannot beat the last place or reach the minimum', async () => {
    const read: string[] = [];
    const result = await rankByTiers(rule, 2, async (tier) => {
      read.push(`${tier.category}-${tier.nearby}`);
      return tier.category === 'exact' && tier.nearby
        ? [item('a', 95), item('b', 90), item('c', 40)]
        : [];
    });
    expect(result.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(read).toEqual(['exact-true']);
    expect(result.scanned).toBe(3);
  });

  it('reads a tier whose bound ties the last place', async () => {
    const read: string[] = [];
    const result = await rankByTiers(rule, 2, async (tier) => {
      read.push(`${tier.category}-${tier.nearby}`);
      if (tier.category === 'exact' && tier.nearby) return [item('b', 86), item('z', 86)];
      if (tier.category === 'exact') return [item('a', 86)];
      return [item(`${tier.category}${tier.nearby}`, 61)];
    });
    expect(result.records.map((r) => [r.id, r.total])).toEqual([
      ['a', 86],
      ['b', 86],
    ]);
    // 86 equals the second tier's bound, so it is read; 86 beats the third tier's 85.
    expect(read).toEqual(['exact-true', 'exact-false']);
  });
});
