import type { MatchItem } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareMatches } from '../../src/sections/recruitment/matching/candidate-tiers.js';
import {
  activeRule,
  categoryMap,
  certificatesOf,
  positionFacts,
  positionQuery,
  resumeFacts,
  resumeQuery,
} from '../../src/sections/recruitment/matching/match-loader.js';
import { scoreMatch } from '../../src/sections/recruitment/matching/match-scorer.js';
import { recruitmentDb } from '../../src/sections/recruitment/tables.js';
import { ADMIN_PASSWORD, apiCaller, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const LIMIT = 20;
const ids = (items: MatchItem[]) => items.map((i) => `${i.id}:${i.total}`);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

/** Every candidate scored, no tiers: what the ranked lists must equal. */
async function exhaustive() {
  const db = recruitmentDb(t.ctx.db);
  const today = t.ctx.clock.nowText().slice(0, 10);
  const rule = await activeRule(db);
  const categories = await categoryMap(db);
  const positions = await positionQuery(db)
    .where('p.status', '=', '1')
    .where('p.expireDate', '>=', today)
    .where('c.auditStatus', '=', '1')
    .execute();
  const resumes = await resumeQuery(db).where('visibility', '=', '1').execute();
  const certificates = await certificatesOf(
    db,
    resumes.map((r) => r.id),
  );
  const facts = new Map(
    resumes.map((r) => [r.id, resumeFacts(r, categories, certificates.get(r.id) ?? [])]),
  );
  const top = (items: MatchItem[]) =>
    items
      .filter((i) => i.total >= rule.minScore)
      .sort(compareMatches)
      .slice(0, LIMIT);
  return {
    forResume: (resumeId: string) =>
      top(
        positions.map((p) => ({
          id: p.id,
          title: '',
          subtitle: '',
          ...scoreMatch(rule, positionFacts(p, categories), facts.get(resumeId)!),
        })),
      ),
    forPosition: (positionId: string) => {
      const p = positions.find((x) => x.id === positionId)!;
      return top(
        resumes.map((r) => ({
          id: r.id,
          title: '',
          subtitle: '',
          ...scoreMatch(rule, positionFacts(p, categories), facts.get(r.id)!),
        })),
      );
    },
    resumeIds: resumes.map((r) => r.id),
    positionIds: positions.map((p) => p.id),
  };
}

describe('ranked lists read candidates tier by tier, and equal scoring every candidate', () => {
  it('for resumes and for positions of the demo data', async () => {
    const all = await exhaustive();
    expect(all.resumeIds.length).toBeGreaterThan(100);
    let matched = 0;
    for (const resumeId of all.resumeIds.slice(0, 25)) {
      const res = await call('GET', `/recruitment/match/positionsForResume?resumeId=${resumeId}`);
      expect(ids(res.json().result.records), resumeId).toEqual(ids(all.forResume(resumeId)));
      matched += res.json().result.records.length;
    }
    expect(matched).toBeGreaterThan(100);
    for (const positionId of all.positionIds.slice(0, 25)) {
      const res = await call(
        'GET',
        `/recruitment/match/resumesForPosition?positionId=${positionId}`,
      );
      expect(ids(res.json().result.records), positionId).toEqual(ids(all.forPosition(positionId)));
    }
  });
});
