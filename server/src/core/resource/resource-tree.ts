import type { ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { badRequest } from '../errors.js';
import { asAnyDb } from './resource-store.js';

/** How deep a parent chain is followed before it is taken for a loop. */
const MAX_DEPTH = 64;
const YES = '1';
const NO = '0';

/**
 * The tree of a resource whose records name a parent (`def.tree`): the leaf flag kept right on
 * every write, no record moved under itself, none deleted while it has children.
 */
export class ResourceTree {
  readonly parentField: string;
  readonly flagField: string | undefined;

  constructor(readonly def: ResourceDef) {
    if (!def.tree) throw new Error(`${def.key} 不是树形资源`);
    this.parentField = def.tree.parentField;
    this.flagField = def.tree.hasChildField;
  }

  /** The parents of these records, as stored. */
  async parentsOf(db: Db, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = (await asAnyDb(db)
      .selectFrom(this.def.table)
      .select(this.parentField)
      .where('id', 'in', [...ids])
      .execute()) as Array<Record<string, unknown>>;
    return rows.map((r) => r[this.parentField]).filter((p): p is string => typeof p === 'string');
  }

  /** The ancestors of a record, nearest first; stops at a loop or the depth limit. */
  async ancestorsOf(db: Db, parent: string | null): Promise<string[]> {
    const chain: string[] = [];
    let current = parent;
    while (current && chain.length < MAX_DEPTH && !chain.includes(current)) {
      chain.push(current);
      [current = null] = await this.parentsOf(db, [current]);
    }
    return chain;
  }

  /** Which of `ids` have children now. */
  async withChildren(db: Db, ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = (await asAnyDb(db)
      .selectFrom(this.def.table)
      .select(this.parentField)
      .distinct()
      .where(this.parentField, 'in', [...ids])
      .execute()) as Array<Record<string, unknown>>;
    return new Set(rows.map((r) => String(r[this.parentField])));
  }

  /** A record may not become a child of itself or of one of its descendants. */
  async guardMove(db: Db, id: string, parent: unknown): Promise<void> {
    if (typeof parent !== 'string' || !parent) return;
    if ((await this.ancestorsOf(db, parent)).includes(id) || parent === id)
      throw badRequest(`不能把${this.def.title}移到它自己或它的下级之下`);
  }

  /** Refuses to delete records that still have children outside the deleted set. */
  async guardDelete(db: Db, ids: readonly string[]): Promise<void> {
    const child = await asAnyDb(db)
      .selectFrom(this.def.table)
      .select('id')
      .where(this.parentField, 'in', [...ids])
      .where('id', 'not in', [...ids])
      .executeTakeFirst();
    const { title } = this.def;
    if (child)
      throw badRequest(
        this.def.tree?.deleteRefused ?? `该${title}下还有下级${title}，请先删除下级${title}`,
      );
  }

  /** Sets the leaf flag of these records from whether they have children now. */
  async refreshFlags(db: Db, ids: Iterable<unknown>): Promise<void> {
    if (!this.flagField) return;
    const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
    if (!wanted.length) return;
    const any = asAnyDb(db);
    const parents = (await any
      .selectFrom(this.def.table)
      .select(this.parentField)
      .distinct()
      .where(this.parentField, 'in', wanted)
      .execute()) as Array<Record<string, unknown>>;
    const withChildren = parents.map((p) => String(p[this.parentField]));
    const leaves = wanted.filter((id) => !withChildren.includes(id));
    if (withChildren.length)
      await any
        .updateTable(this.def.table)
        .set({ [this.flagField]: YES })
        .where('id', 'in', withChildren)
        .execute();
    if (leaves.length)
      await any
        .updateTable(this.def.table)
        .set({ [this.flagField]: NO })
        .where('id', 'in', leaves)
        .execute();
  }
}
