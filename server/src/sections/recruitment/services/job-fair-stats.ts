import type { JobFairStats } from '@vets/contracts';
import { boothStatus, deliveryStatus, yesNo } from '@vets/contracts';
import { splitWords } from '../matching/match-facts.js';
import type { RecruitmentDb } from '../tables.js';

/**
 * A fair's figures: approved booths and their positions; registrations, visits, applications
 * to those positions since the fair opened, intended hires and hires.
 */
export async function jobFairStats(
  db: RecruitmentDb,
  fairId: string,
  startTime: string,
): Promise<JobFairStats> {
  const booths = await db
    .selectFrom('zpFairBooth')
    .select(['status', 'positionIds'])
    .where('fairId', '=', fairId)
    .execute();
  const approved = booths.filter((b) => b.status === boothStatus.values.approved);
  const positionIds = [...new Set(approved.flatMap((b) => splitWords(b.positionIds)))];
  const registrations = await db
    .selectFrom('zpFairRegistration')
    .select(['attended', 'intendedHire'])
    .where('fairId', '=', fairId)
    .execute();
  const positions = positionIds.length
    ? await db
        .selectFrom('zpPosition as p')
        .leftJoin('sysCategory as c', 'c.id', 'p.categoryId')
        .select(['p.id', 'p.headcount', 'c.name as categoryName'])
        .where('p.id', 'in', positionIds)
        .execute()
    : [];
  const deliveries = positionIds.length
    ? await db
        .selectFrom('zpDelivery')
        .select(['deliverTime', 'status'])
        .where('positionId', 'in', positionIds)
        .where('deliverTime', '>=', startTime)
        .execute()
    : [];
  const byDay = new Map<string, number>();
  for (const d of deliveries)
    byDay.set(d.deliverTime.slice(0, 10), (byDay.get(d.deliverTime.slice(0, 10)) ?? 0) + 1);
  const byCategory = new Map<string, number>();
  for (const p of positions) {
    const name = p.categoryName ?? '未分类';
    byCategory.set(name, (byCategory.get(name) ?? 0) + p.headcount);
  }
  return {
    companies: approved.length,
    pendingBooths: booths.filter((b) => b.status === boothStatus.values.pending).length,
    positions: positions.length,
    headcount: positions.reduce((sum, p) => sum + p.headcount, 0),
    registrations: registrations.length,
    visitors: registrations.filter((r) => r.attended === yesNo.values.yes).length,
    applications: deliveries.length,
    intendedHires: registrations.filter((r) => r.intendedHire === yesNo.values.yes).length,
    hires: deliveries.filter((d) => d.status === deliveryStatus.values.hired).length,
    applicationsByDay: [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, count]) => ({ day, count })),
    positionsByCategory: [...byCategory]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => ({ name, count })),
  };
}
