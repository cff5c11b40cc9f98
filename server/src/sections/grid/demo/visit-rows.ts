import { employmentStatus, followUpStatus } from '@vets/contracts';
import type { Insertable } from 'kysely';
import { addDays, dateOf, earlier } from '../../../db/demo/demo-time.js';
import type { Rng } from '../../../db/demo/prng.js';
import { newId } from '../../../db/ids.js';
import type { GridMember } from '../../archives/index.js';
import type { GridTables } from '../tables.js';

type VisitRow = Insertable<GridTables['gridVisit']>;

export interface Visitor {
  username: string;
  realname: string;
}

const CONTENT: Record<string, readonly string[]> = {
  seeking: [
    '了解失业原因和求职意向，宣传近期招聘会信息',
    '电话了解求职进展，推送辖区企业岗位信息',
    '入户了解家庭情况，登记技能培训意愿',
  ],
  working: [
    '了解工作和生活情况，宣传退役军人优待政策',
    '节日走访慰问，了解家庭近况',
    '了解岗位稳定情况，征求对服务站的意见建议',
  ],
};
const FOLLOW_UPS = [
  '已推荐岗位并约定面试',
  '已报名下期技能培训',
  '已转交服务站协调办理',
  '已电话回访确认',
];
const UNEMPLOYED = employmentStatus.values.unemployed;
const F = followUpStatus.values;

function visit(
  rng: Rng,
  m: GridMember,
  gridId: string,
  who: Visitor,
  date: string,
  now: string,
): VisitRow {
  const seeking = m.employmentStatus === UNEMPLOYED;
  const needs = seeking
    ? ['1', ...(rng.chance(0.4) ? ['2'] : [])]
    : rng.chance(0.3)
      ? [rng.pick(['2', '3', '4', '5', '6'])]
      : [];
  const recent = date >= dateOf(addDays(now, -30));
  const status = !needs.length ? F.none : recent && rng.chance(0.6) ? F.pending : F.done;
  return {
    id: newId(),
    archiveId: m.id,
    visitDate: date,
    visitType: rng.weighted([
      ['1', 55],
      ['2', 30],
      ['3', 10],
      ['4', 5],
    ] as const),
    visitor: who.realname,
    content: rng.pick(CONTENT[seeking ? 'seeking' : 'working']!),
    needs: needs.length ? needs.join(',') : null,
    followUp: status === F.none ? null : rng.pick(FOLLOW_UPS),
    followUpStatus: status,
    gridId,
    sysOrgCode: m.sysOrgCode,
    createBy: who.username,
    createTime: earlier(
      `${date} ${String(rng.int(9, 17)).padStart(2, '0')}:${String(rng.int(10, 59))}:00`,
      now,
    ),
    updateBy: null,
    updateTime: null,
  };
}

/**
 * Visits over the last six months: `share` of the grid's veterans within the last 90 days,
 * a quarter of the unemployed never recently, some older visits besides.
 */
export function visitRows(
  rng: Rng,
  members: readonly GridMember[],
  gridId: string,
  visitors: readonly Visitor[],
  share: number,
  now: string,
): VisitRow[] {
  const daysAgo = (min: number, max: number) => dateOf(addDays(now, -rng.int(min, max)));
  return members.flatMap((m) => {
    const rows: VisitRow[] = [];
    const neglected = m.employmentStatus === UNEMPLOYED && rng.chance(0.25);
    if (!neglected && rng.chance(share))
      rows.push(visit(rng, m, gridId, rng.pick(visitors), daysAgo(0, 89), now));
    if (rng.chance(0.5))
      rows.push(visit(rng, m, gridId, rng.pick(visitors), daysAgo(91, 180), now));
    return rows;
  });
}
