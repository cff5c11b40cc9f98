import type { ResourceDef } from '@vets/contracts';
import { newId } from '../../db/ids.js';
import type { EngineContext } from './engine-context.js';
import type { WriteEvent } from './resource-binding.js';
import { asAnyDb } from './resource-store.js';

const MODE_LABELS = { add: '新增', edit: '编辑', import: '导入', delete: '删除' } as const;

function labelOf(def: ResourceDef, event: WriteEvent): { action: string; label: string } {
  if (event.action) {
    return { action: event.action, label: def.actions?.[event.action]?.label ?? event.action };
  }
  return { action: event.mode, label: MODE_LABELS[event.mode] };
}

/** Writes one revision per record the write touched, in its transaction. */
export async function recordRevisions(
  ctx: Pick<EngineContext, 'clock'>,
  def: ResourceDef,
  event: WriteEvent,
): Promise<void> {
  if (!def.revisions || !event.ids.length) return;
  const { action, label } = labelOf(def, event);
  const columns = ['id', ...(def.versioned ? ['version'] : []), ...Object.keys(def.fields)];
  const rows =
    event.mode === 'delete'
      ? event.ids.map((id) => ({ id }) as Record<string, unknown>)
      : ((await asAnyDb(event.trx)
          .selectFrom(def.table)
          .select(columns)
          .where('id', 'in', event.ids)
          .execute()) as Array<Record<string, unknown>>);
  const now = ctx.clock.nowText();
  const author = event.actor?.username ?? '系统';
  await asAnyDb(event.trx)
    .insertInto('sysRevision')
    .values(
      rows.map((row) => {
        const { id, version, ...fields } = row;
        return {
          id: newId(),
          resourceKey: def.key,
          recordId: String(id),
          version: typeof version === 'number' ? version : null,
          action,
          actionLabel: label,
          snapshot: event.mode === 'delete' ? null : JSON.stringify(fields),
          author,
          createTime: now,
        };
      }),
    )
    .execute();
}
