import { matchPolicy, publishStatus } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { html } from '../../../core/html.js';
import { type PolicyArchive, policyArchives } from '../../archives/index.js';
import { workersOfGrids } from '../../grid/index.js';
import { writeSystemMessage } from '../../notices/index.js';
import { accountsOfArchives } from '../../recruitment/index.js';
import { publishingDb } from '../tables.js';
import { policyNames } from './policy-names.js';

const BATCH = 500;
const PUBLISHED = publishStatus.values.published;
const SENDER = '政策找人';
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Policy = Awaited<ReturnType<typeof policiesToMatch>>[number];

/** Published, unexpired policies: those new or changed since they were last matched, or one. */
function policiesToMatch(ctx: AppContext, today: string, only?: string) {
  let q = publishingDb(ctx.db)
    .selectFrom('pubPolicy')
    .select([
      'id',
      'title',
      'version',
      'expireDate',
      'targetEmploymentStatus',
      'minServiceYears',
      'maxServiceYears',
      'targetRegion',
      'targetDisabilityGrades',
      'targetDischargeTypes',
      'forStartUp',
    ])
    .where('status', '=', PUBLISHED)
    .where((eb) => eb.or([eb('expireDate', 'is', null), eb('expireDate', '>=', today)]));
  q = only
    ? q.where('id', '=', only)
    : q.where((eb) =>
        eb.or([eb('matchedVersion', 'is', null), eb('matchedVersion', '<', eb.ref('version'))]),
      );
  return q.execute();
}

/** Every archive the policy applies to, read in batches that let requests in between. */
async function matchingArchives(ctx: AppContext, policy: Policy, today: string) {
  const names = await policyNames(ctx, policy.targetRegion ? [policy.targetRegion] : []);
  const matched: PolicyArchive[] = [];
  let after = '';
  for (;;) {
    const batch = await policyArchives(ctx.db, after, BATCH);
    if (!batch.length) return matched;
    for (const a of batch) if (matchPolicy(policy, a, today, names).applies) matched.push(a);
    after = batch[batch.length - 1]!.id;
    await nextTurn();
  }
}

/**
 * Tells the veterans newly found for one policy (through their portal accounts) and the workers
 * of their grids; records whom it told, so a veteran hears of a policy once.
 */
async function notify(ctx: AppContext, policy: Policy, found: PolicyArchive[]) {
  const pdb = publishingDb(ctx.db);
  const told = new Set(
    (
      await pdb
        .selectFrom('pubPolicyMatch')
        .select('archiveId')
        .where('policyId', '=', policy.id)
        .execute()
    ).map((r) => r.archiveId),
  );
  const fresh = found.filter((a) => !told.has(a.id));
  const now = ctx.clock.nowText();
  const pushes = await ctx.db.transaction().execute(async (trx) => {
    const tdb = publishingDb(trx);
    for (let i = 0; i < fresh.length; i += BATCH)
      await tdb
        .insertInto('pubPolicyMatch')
        .values(
          fresh.slice(i, i + BATCH).map((a) => ({
            policyId: policy.id,
            archiveId: a.id,
            policyVersion: policy.version,
            matchedTime: now,
          })),
        )
        // The nightly run and a staff member's 政策找人 may overlap: a pair is recorded once.
        .onConflict((oc) => oc.columns(['policyId', 'archiveId']).doNothing())
        .execute();
    await tdb
      .updateTable('pubPolicy')
      .set({ matchedVersion: policy.version })
      .where('id', '=', policy.id)
      .execute();
    const sent: Array<() => void> = [];
    const accounts = await accountsOfArchives(
      trx,
      fresh.map((a) => a.id),
    );
    if (accounts.size)
      sent.push(
        (
          await writeSystemMessage(ctx, trx, {
            title: `政策找人：${policy.title}`,
            content: html`<p>您可能符合政策“${policy.title}”的条件。请登录门户，在政策详情中查看是否适用及原因。</p>`,
            userIds: [...new Set(accounts.values())],
            sender: SENDER,
          })
        ).push,
      );
    const byGrid = new Map<string, string[]>();
    for (const a of fresh)
      if (a.gridId) byGrid.set(a.gridId, [...(byGrid.get(a.gridId) ?? []), a.realName]);
    const workers = await workersOfGrids(trx, [...byGrid.keys()]);
    const namesByWorker = new Map<string, string[]>();
    for (const [gridId, people] of byGrid)
      for (const userId of workers.get(gridId) ?? [])
        namesByWorker.set(userId, [...(namesByWorker.get(userId) ?? []), ...people]);
    for (const [userId, people] of namesByWorker)
      sent.push(
        (
          await writeSystemMessage(ctx, trx, {
            title: `政策找人：网格内${people.length}名退役军人符合“${policy.title}”`,
            content: html`<p>政策“${policy.title}”可能适用于您网格内的以下退役军人，请及时告知并协助办理：</p><p>${people.join('、')}</p>`,
            userIds: [userId],
            sender: SENDER,
          })
        ).push,
      );
    return sent;
  });
  for (const push of pushes) push();
  return fresh.length;
}

/**
 * 政策找人: each new or changed policy (the nightly job), or the one staff name (at once),
 * against every archive. Answers how many veterans it told for the first time.
 */
export async function findPolicyPeople(
  ctx: AppContext,
  only?: string,
): Promise<{ policies: number; notified: number }> {
  const today = ctx.clock.nowText().slice(0, 10);
  const policies = await policiesToMatch(ctx, today, only);
  let notified = 0;
  for (const policy of policies)
    notified += await notify(ctx, policy, await matchingArchives(ctx, policy, today));
  return { policies: policies.length, notified };
}
