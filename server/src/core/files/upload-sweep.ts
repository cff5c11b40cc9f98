import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ResourceDef } from '@vets/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CoreTables } from '../../db/schema.js';
import type { AppContext } from '../app-context.js';
import type { SectionJob } from '../jobs/job-registry.js';
import { asAnyDb } from '../resource/resource-store.js';
import { KEYS_PER_QUERY, originalNames } from './file-catalog.js';
import { fileFields } from './file-fields.js';
import { linkRecordFiles, refsOf } from './file-links.js';
import { extensionOf } from './upload-policy.js';

const DAY_MS = 86_400_000;
/** How many days of per-user upload counts are kept. */
const USAGE_DAYS_KEPT = 7;

type SweepContext = Pick<AppContext, 'db' | 'clock' | 'storage' | 'resources'>;

/** The rows of `def` that exist (not flagged deleted) and name a file in some field. */
function holders(db: Db, def: ResourceDef, fields: string[]) {
  let q = asAnyDb(db)
    .selectFrom(def.table)
    .where((eb) => eb.or(fields.map((f) => eb(f, 'is not', null))));
  if (def.softDelete) q = q.where('delFlag', '=', 0);
  return q;
}

/**
 * Records, as uploaded by nobody, files that records name but no upload recorded: files stored
 * before uploads were recorded. Keys naming no stored file stay unrecorded.
 */
async function adoptUnrecorded(ctx: SweepContext, keys: string[]): Promise<void> {
  const recorded = await originalNames(ctx.db, keys);
  for (const key of keys.filter((k) => !recorded.has(k))) {
    const stored = await ctx.storage.get(key);
    if (!stored) continue;
    stored.stream.destroy();
    await ctx.db
      .insertInto('sysFile')
      .values({
        key,
        name: key.split('/').pop()!,
        ext: extensionOf(key),
        size: stored.size,
        uploadedBy: null,
        createdAt: ctx.clock.now(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

/** Makes the references of every record of `def` what its file fields name now. */
async function relinkResource(ctx: SweepContext, def: ResourceDef): Promise<void> {
  const fields = fileFields(def).map(([name]) => name);
  if (!fields.length) return;
  // Records deleted, flagged or emptied outside the engine refer to nothing any more.
  await asAnyDb(ctx.db)
    .deleteFrom('sysFileRef')
    .where('resourceKey', '=', def.key)
    .where('recordId', 'not in', holders(ctx.db, def, fields).select('id'))
    .execute();
  let after = '';
  for (;;) {
    const rows = (await holders(ctx.db, def, fields)
      .select(['id', ...fields])
      .where('id', '>', after)
      .orderBy('id')
      .limit(KEYS_PER_QUERY)
      .execute()) as Array<Record<string, unknown>>;
    if (!rows.length) return;
    await adoptUnrecorded(ctx, [...new Set(refsOf(def, rows).map((r) => r.fileKey))]);
    const ids = rows.map((r) => String(r.id));
    await ctx.db.transaction().execute((trx) => linkRecordFiles(trx, def, ids));
    after = ids.at(-1)!;
    await yieldToEventLoop();
  }
}

/** No record refers to the file of the outer query's `sysFile` row. */
const unreferenced = (eb: ExpressionBuilder<CoreTables, 'sysFile'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('sysFileRef')
        .select('sysFileRef.fileKey')
        .whereRef('sysFileRef.fileKey', '=', 'sysFile.key'),
    ),
  );

/** Removes files no record refers to, uploaded more than a day ago: the row, then the file. */
async function removeOrphans(ctx: SweepContext): Promise<number> {
  const cutoff = ctx.clock.now() - DAY_MS;
  let removed = 0;
  for (;;) {
    const batch = await ctx.db
      .selectFrom('sysFile')
      .select('key')
      .where('createdAt', '<', cutoff)
      .where(unreferenced)
      .limit(KEYS_PER_QUERY)
      .execute();
    for (const { key } of batch) {
      // A write may have referred to it since: only a row still unreferenced goes.
      const gone = await ctx.db
        .deleteFrom('sysFile')
        .where('key', '=', key)
        .where(unreferenced)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) continue;
      await ctx.storage.remove(key);
      removed++;
    }
    if (batch.length < KEYS_PER_QUERY) return removed;
    await yieldToEventLoop();
  }
}

/**
 * Brings every record's file references up to date (writes outside the engine, files stored
 * before uploads were recorded), then removes the uploads no record refers to a day after
 * they were made, and per-user counts older than a week. Answers how many files went.
 */
export async function sweepUploads(ctx: SweepContext): Promise<number> {
  for (const binding of ctx.resources.all()) await relinkResource(ctx, binding.def);
  const removed = await removeOrphans(ctx);
  const oldest = ctx.clock.format(ctx.clock.now() - USAGE_DAYS_KEPT * DAY_MS).slice(0, 10);
  await ctx.db.deleteFrom('sysUploadUsage').where('day', '<', oldest).execute();
  return removed;
}

export const uploadSweepJob: SectionJob = {
  name: 'system.sweepUploads',
  title: '清理无记录引用的上传文件',
  // Every night at 03:30, and once at start (files stored before uploads were recorded).
  schedule: '0 30 3 * * *',
  atStart: true,
  run: (ctx) => sweepUploads(ctx),
};
