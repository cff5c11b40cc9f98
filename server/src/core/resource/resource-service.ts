import {
  AUDIT_FIELDS,
  fieldGuardsSensitive,
  fieldInForm,
  orderErrors,
  permissionCode,
  RESOURCES,
  type ResourceDef,
  type ResourceRecord,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { requireAuth } from '../auth/access.js';
import { ruleFilter } from '../auth/data-rule-store.js';
import { bumpPermissionVersion } from '../auth/permission-store.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { linkWrittenFiles } from '../files/file-links.js';
import type { Actor } from './actor.js';
import {
  departmentColumn,
  reachOf,
  readsBeyondOwn,
  type ScopeMode,
  scopeGroups,
} from './department-scope.js';
import { addDictTexts, dictCodesOf, loadDictLookup } from './dict-lookup.js';
import type { EngineContext } from './engine-context.js';
import { parseFieldFilters, parseFieldList, parseSort, parseSuperQuery } from './filters.js';
import type { ListSpec, ParentScope, RequestScope } from './list-spec.js';
import { keepLockedValues } from './locked-input.js';
import { maskRecords, sensitiveFields } from './mask-records.js';
import { keepMaskedValues } from './masked-input.js';
import { followOwner } from './office-placement.js';
import { type CheckedRecord, RecordChecker, uniqueFields } from './record-checker.js';
import { derivedOffice } from './record-office.js';
import { addRefTexts, loadRefTexts, refCodes, refFields } from './ref-lookup.js';
import type { ResourceBinding, WriteEvent, WriteMode } from './resource-binding.js';
import { recordRevisions } from './resource-revisions.js';
import { asAnyDb, ResourceStore, restrictsNothing } from './resource-store.js';
import { ResourceTree } from './resource-tree.js';
import { outsideMessage, placingField } from './scope-precheck.js';
import { writeSensitiveReadLog } from './sensitive-read-log.js';
import { dropStaffFields } from './staff-fields.js';

export const STALE_MESSAGE = '数据已被其他人修改，请刷新后重试';

/** Finds other resources' services by key or table. */
export interface ServiceLookup {
  byKey(key: string): ResourceService | undefined;
  serviceOfTable(table: string): ResourceService | undefined;
}

/** A label-prefixed message, so every error names its field. */
export function firstError(def: ResourceDef, errors: Record<string, string>): string | null {
  const entry = Object.entries(errors)[0];
  if (!entry) return null;
  const [key, message] = entry;
  const label = def.fields[key]?.label ?? key;
  return message.includes(label) ? message : `${label}：${message}`;
}

/** The standard operations of one resource: what its routes, import and export share. */
export class ResourceService {
  readonly def: ResourceDef;
  readonly store: ResourceStore;
  readonly tree: ResourceTree | undefined;

  constructor(
    readonly ctx: EngineContext,
    readonly binding: ResourceBinding,
  ) {
    this.def = binding.def;
    this.store = new ResourceStore(asAnyDb(ctx.db), binding.def);
    this.tree = binding.def.tree ? new ResourceTree(binding.def) : undefined;
  }

  /** The services of other resources: a sub-table's parent, references. Set by the registry. */
  private lookup: ServiceLookup | undefined;

  link(lookup: ServiceLookup): void {
    this.lookup = lookup;
  }

  private parentService(): ResourceService | undefined {
    const table = this.def.parentKey ? this.def.parentTable : undefined;
    return table ? this.lookup?.serviceOfTable(table) : undefined;
  }

  /** The field that binds this resource through `scopeThrough`, and the resource it names. */
  private through(): { field: string; resource: string } | undefined {
    const through = this.def.scopeThrough;
    if (through === undefined) return undefined;
    if (typeof through !== 'string') return through;
    const ref = this.def.fields[through]?.ref;
    if (ref === undefined) return undefined;
    return { field: through, resource: typeof ref === 'string' ? ref : ref.resource };
  }

  /**
   * Binds `base` to the records of `owner` in the caller's scope, through the field `key`; a
   * read of a sub-table beyond the caller's own parents keeps its own scope beside it.
   */
  private async bindTo(
    base: RequestScope,
    owner: ResourceService,
    key: string,
    request: FastifyRequest,
    mode: ScopeMode,
  ): Promise<void> {
    const ownerScope = await owner.scopeFor(request, mode);
    if (restrictsNothing(owner.def, ownerScope)) return;
    const bound = (scope: RequestScope): ParentScope => ({
      key,
      table: owner.def.table,
      tenantScoped: Boolean(owner.def.tenantScoped),
      softDelete: Boolean(owner.def.softDelete),
      scope,
    });
    base.parent = bound(ownerScope);
    if (ownerScope.own) base.own = { ...base, parent: bound(ownerScope.own) };
  }

  /**
   * What the request reaches: the tenant, and per role its data
   * rules and, unless the role is province-wide, the department scope of the definition (a
   * staff read also reaches the records public by nature). A sub-table has no menu of its own:
   * its parent's scope binds it instead.
   */
  async scopeFor(request: FastifyRequest, mode: ScopeMode = 'write'): Promise<RequestScope> {
    const base: RequestScope = {
      tenantId: this.def.tenantScoped ? request.tenantId : null,
      filters: [],
      // A write may name any record the caller may read (a published position of another city).
      refs: (key) => this.lookup?.byKey(key)?.scopeFor(request, 'read'),
    };
    const parent = this.parentService();
    if (parent) {
      await this.bindTo(base, parent, this.def.parentKey!, request, mode);
      return { ...base, ruleGroups: null };
    }
    const through = this.through();
    const owner = through && this.lookup?.byKey(through.resource);
    if (through && owner) await this.bindTo(base, owner, through.field, request, mode);
    const auth = requireAuth(request);
    const caller = { userId: auth.userId, orgCode: auth.orgCode, companyId: auth.companyId };
    const access = await this.ctx.dataRules.grantsFor(
      auth.userId,
      auth.permissionVersion,
      permissionCode(this.def, 'list'),
    );
    const vars = {
      userCode: auth.username,
      orgCode: auth.orgCode ?? '',
      companyId: auth.companyId ?? '',
      date: this.ctx.clock.nowText().slice(0, 10),
      extra: await this.ctx.dataRules.extraValues(
        auth.userId,
        auth.permissionVersion,
        access.grants,
      ),
    };
    const ruleGroups = scopeGroups(access, reachOf(this.def, caller, mode), (grant) =>
      grant.rules.map((r) => ruleFilter(this.def, r, vars)),
    );
    const scope = { ...base, ruleGroups };
    if (ruleGroups && readsBeyondOwn(this.def, caller, mode))
      scope.own = await this.scopeFor(request, 'write');
    return scope;
  }

  /**
   * The tenant only, for a self-service route that has itself
   * established which records the caller may touch (a veteran's own resume, found from the
   * session, never from the request).
   */
  trustedScope(request: FastifyRequest): RequestScope {
    return {
      tenantId: this.def.tenantScoped ? request.tenantId : null,
      filters: [],
      ruleGroups: null,
      refs: (key) => this.lookup?.byKey(key)?.trustedScope(request),
    };
  }

  async actorFor(request: FastifyRequest): Promise<Actor> {
    const auth = requireAuth(request);
    const { codes } = await this.ctx.permissions.forUser(auth.userId, auth.permissionVersion);
    return {
      userId: auth.userId,
      username: auth.username,
      canSeeSensitive: codes.has(permissionCode(this.def, 'sensitive')),
      permissions: codes,
      orgCode: auth.orgCode ?? null,
      companyId: auth.companyId ?? null,
    };
  }

  /** Columns a read returns: id, audit, version, and the requested or all declared fields. */
  columns(fields: string[] | null): string[] {
    const cols = new Set<string>(['id', ...AUDIT_FIELDS]);
    if (this.def.versioned) cols.add('version');
    for (const key of fields ?? Object.keys(this.def.fields)) cols.add(key);
    return [...cols];
  }

  /**
   * Without the actor, sensitive fields and the fields that rebuild them cannot be filtered or
   * sorted by (403); pass the actor so holders of `…:sensitive` may.
   */
  listSpec(query: Record<string, unknown>, actor?: Pick<Actor, 'canSeeSensitive'>): ListSpec {
    const access = { sensitive: actor?.canSeeSensitive ?? false };
    return {
      filters: parseFieldFilters(this.def, query, access),
      superQuery: parseSuperQuery(
        this.def,
        query.superQueryParams,
        query.superQueryMatchType,
        access,
      ),
      sort: parseSort(this.def, query.column, query.order, access),
      columns: this.columns(parseFieldList(this.def, query.field)),
    };
  }

  requireParent(spec: ListSpec): void {
    const parentKey = this.def.parentKey;
    if (!parentKey) return;
    const has = spec.filters.some((f) => f.field === parentKey && f.op === 'eq');
    if (!has) throw badRequest(`缺少参数：${this.def.fields[parentKey]?.label ?? parentKey}`);
  }

  /**
   * Dictionary texts and masking, in place; logs unmasked reads of personal data. A record read
   * beyond the caller's own scope (public by nature) is masked even for holders of `…:sensitive`.
   */
  async present(
    records: Array<Record<string, unknown>>,
    actor: Actor,
    scope?: RequestScope,
  ): Promise<void> {
    const codes = dictCodesOf(this.def, records[0] ? Object.keys(records[0]) : undefined);
    if (codes.length && records.length) {
      addDictTexts(this.def, await this.ctx.dictCache.lookup(codes), records);
    }
    if (records.length)
      await addRefTexts(this.ctx.db, this.def, records, this.ctx.config.installProvince);
    await this.maskFor(records, actor, scope);
  }

  /**
   * Masks personal fields (`fields`, by default every sensitive one) of the records a reader may
   * not see in clear: all of them without `…:sensitive`, else those read beyond the reader's own
   * scope. Logs the records read in clear.
   */
  async maskFor(
    records: Array<Record<string, unknown>>,
    actor: Actor,
    scope: RequestScope | undefined,
    fields = sensitiveFields(this.def),
  ): Promise<void> {
    if (!fields.length || !records.length) return;
    if (!actor.canSeeSensitive) return maskRecords(fields, records);
    const beyond = await this.beyondOwn(records, scope);
    if (beyond.length) maskRecords(fields, beyond);
    if (beyond.length < records.length)
      await writeSensitiveReadLog(this.ctx, actor, this.def, records.length - beyond.length);
  }

  /** The records a read reached only because they are public by nature. */
  private async beyondOwn(
    records: Array<Record<string, unknown>>,
    scope: RequestScope | undefined,
  ): Promise<Array<Record<string, unknown>>> {
    if (!scope?.own) return [];
    const own = new Set(
      await this.store.allowedIds(
        records.map((r) => String(r.id)),
        scope.own,
      ),
    );
    return records.filter((r) => !own.has(String(r.id)));
  }

  /**
   * The scope of a list: a staff read reaches records public by nature, but one that filters or
   * sorts by a personal field reads only the caller's own (the value is theirs to see there).
   */
  listScope(scope: RequestScope, spec: ListSpec): RequestScope {
    if (!scope.own) return scope;
    const guarded = (name: string) => {
      const f = this.def.fields[name];
      return f !== undefined && fieldGuardsSensitive(f);
    };
    const named = [
      ...spec.filters.map((f) => f.field),
      ...(spec.superQuery?.filters.map((f) => f.field) ?? []),
      spec.sort.field,
    ];
    return named.some(guarded) ? scope.own : scope;
  }

  async findOne(id: string, scope: RequestScope): Promise<Record<string, unknown>> {
    const row = await this.store.byId(id, this.columns(null), scope);
    if (!row) throw notFound(`未找到对应的${this.def.title}`);
    return row;
  }

  /**
   * Checks records for a write: the definition's rules, dictionaries, uniqueness within the
   * batch and against the database, and the section's own checks. An edit names the record it
   * changes; a batch of edits (an import updating by its key) names one per input.
   */
  async checkRecords(
    inputs: Array<Record<string, unknown>>,
    mode: WriteMode,
    scope: RequestScope,
    existing?: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>,
  ): Promise<CheckedRecord[]> {
    const existingAt = (i: number) =>
      Array.isArray(existing) ? existing[i] : (existing as Record<string, unknown> | undefined);
    const lookup = await loadDictLookup(this.ctx.db, dictCodesOf(this.def));
    const checker = new RecordChecker(this.def, lookup);
    const checked = inputs.map((input) => checker.check(input, { partial: mode === 'edit' }));
    await this.checkUnique(checked, inputs, scope, existingAt);
    await this.checkRefs(checked, scope);
    for (const [i, c] of checked.entries())
      if (!Object.keys(c.errors).length)
        Object.assign(c.errors, orderErrors(this.def, c.values, existingAt(i)));
    const hook = this.binding.hooks?.check;
    if (hook) {
      const parentKey = this.def.parentKey;
      for (const [i, c] of checked.entries()) {
        if (Object.keys(c.errors).length) continue;
        const parentValue = parentKey
          ? (inputs[i]?.[parentKey] ?? existingAt(i)?.[parentKey])
          : undefined;
        const parent = parentValue === undefined ? undefined : String(parentValue);
        const extra = await hook({
          db: this.ctx.db,
          values: c.values,
          existing: existingAt(i),
          parent,
          mode,
          input: inputs[i] ?? {},
        });
        Object.assign(c.errors, extra ?? {});
      }
    }
    return checked;
  }

  /**
   * Reference fields must name an existing row of their table that the caller may see: one
   * outside their scope of that resource reads as missing.
   */
  private async checkRefs(checked: CheckedRecord[], scope: RequestScope): Promise<void> {
    for (const [key, f, target] of refFields(this.def)) {
      const codes = checked
        .filter((c) => !c.errors[key])
        .flatMap((c) => refCodes(f, c.values[key]));
      const found = await loadRefTexts(this.ctx.db, target, codes);
      const refScope = target.byField === 'id' ? await scope.refs?.(target.def.key) : undefined;
      const targetService = refScope ? this.lookup?.byKey(target.def.key) : undefined;
      const allowed =
        refScope && targetService
          ? new Set(await targetService.store.allowedIds([...found.keys()], refScope))
          : null;
      for (const c of checked) {
        if (c.errors[key]) continue;
        const missing = refCodes(f, c.values[key]).find(
          (code) => !found.has(code) || (allowed !== null && !allowed.has(code)),
        );
        if (missing !== undefined) c.errors[key] = `${f.label}“${missing}”不存在`;
      }
    }
  }

  /**
   * A value is taken when a record other than the one being edited holds it: an edit keeping
   * its record's own value is not looked up (the value is unique, so no other record has it).
   */
  private async checkUnique(
    checked: CheckedRecord[],
    inputs: Array<Record<string, unknown>>,
    scope: RequestScope,
    existingAt: (index: number) => Record<string, unknown> | undefined,
  ): Promise<void> {
    const parentKey = this.def.parentKey;
    for (const [key, f] of uniqueFields(this.def)) {
      const seen = new Map<string, number>();
      const groups = new Map<string, Array<{ index: number; value: string | number }>>();
      checked.forEach((c, index) => {
        const value = c.values[key];
        if (value === null || value === undefined || c.errors[key]) return;
        const existing = existingAt(index);
        const parent = parentKey ? String(inputs[index]?.[parentKey] ?? existing?.[parentKey]) : '';
        const marker = `${parent}\u0000${String(value)}`;
        if (seen.has(marker)) {
          c.errors[key] = `${f.label}“${String(value)}”重复`;
          return;
        }
        seen.set(marker, index);
        if (existing && String(existing[key]) === String(value)) return;
        const list = groups.get(parent) ?? [];
        list.push({ index, value: value as string | number });
        groups.set(parent, list);
      });
      for (const [parent, list] of groups) {
        const taken = await this.store.takenValues(
          key,
          list.map((e) => e.value),
          {
            scope: { ...scope, filters: [] },
            ...(parentKey ? { parent: [parentKey, parent] as [string, unknown] } : {}),
          },
        );
        for (const e of list) {
          if (taken.has(String(e.value))) {
            checked[e.index]!.errors[key] = `${f.label}“${String(e.value)}”已存在`;
          }
        }
      }
    }
  }

  /** The row to insert for checked values. */
  insertRow(values: Record<string, unknown>, actor: Actor, scope: RequestScope, parent?: unknown) {
    const row: Record<string, unknown> = {
      ...values,
      id: this.def.explicitId ? values.id : newId(),
      createBy: actor.username,
      createTime: this.ctx.clock.nowText(),
    };
    if (this.def.parentKey) row[this.def.parentKey] = parent;
    if (this.def.versioned) row.version = 1;
    if (this.def.tenantScoped) row.tenantId = scope.tenantId ?? 0;
    if (this.def.orgScoped) row.sysOrgCode = actor.orgCode ?? null;
    return row;
  }

  parentOf(body: Record<string, unknown>): string | undefined {
    const key = this.def.parentKey;
    if (!key) return undefined;
    const value = body[key];
    if (typeof value !== 'string' || !value || value.length > 32) {
      throw badRequest(`缺少参数：${this.def.fields[key]?.label ?? key}`);
    }
    return value;
  }

  /** The parent record must exist, in the caller's scope, before a child is written. */
  async requireParentRecord(parent: string | undefined, scope: RequestScope): Promise<void> {
    const { parentKey, parentTable } = this.def;
    if (!parentKey || !parentTable || parent === undefined) return;
    const found = await asAnyDb(this.ctx.db)
      .selectFrom(parentTable)
      .select('id')
      .where('id', '=', parent)
      .executeTakeFirst();
    const label = this.def.fields[parentKey]?.label ?? parentKey;
    if (!found || !(await this.store.parentAllowed(parent, scope)))
      throw notFound(`${label}不存在`);
  }

  /**
   * A record bound through `scopeThrough` may name only a record in the caller's scope: one
   * outside it (or none at all) answers 404, as reading it would.
   */
  async requireThroughRecord(body: Record<string, unknown>, scope: RequestScope): Promise<void> {
    const key = this.through()?.field;
    const value = key ? body[key] : undefined;
    if (!key || scope.parent?.key !== key || typeof value !== 'string' || !value) return;
    if (value.length > 32 || !(await this.store.parentAllowed(value, scope)))
      throw notFound(`${this.def.fields[key]?.label ?? key}不存在`);
  }

  /** The sections' add guards, for the form's add and for an import. */
  async guardAdd(actor: Actor): Promise<void> {
    for (const guard of this.ctx.addGuards) await guard(this.ctx.db, actor);
  }

  async add(body: Record<string, unknown>, actor: Actor, scope: RequestScope) {
    if (!this.def.explicitId && !Object.values(this.def.fields).some(fieldInForm)) {
      throw badRequest(`${this.def.title}由系统生成，不能手动添加`);
    }
    await this.guardAdd(actor);
    body = dropStaffFields(this.def, body, actor);
    const parent = this.parentOf(body);
    await this.requireParentRecord(parent, scope);
    await this.requireThroughRecord(body, scope);
    const [checked] = await this.checkRecords(
      [parent === undefined ? body : { ...body, [this.def.parentKey!]: parent }],
      'add',
      scope,
    );
    const message = firstError(this.def, checked!.errors);
    if (message) throw badRequest(message);
    const extra = await this.binding.hooks?.extraValues?.({
      input: body,
      mode: 'add',
      existing: undefined,
      actor,
    });
    const row = await this.placed({
      ...this.insertRow(checked!.values, actor, scope, parent),
      ...extra,
    });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.store.withDb(trx).insertMany([row]);
      await this.requireInScope(trx, [String(row.id)], scope);
      await this.tree?.refreshFlags(trx, [row[this.tree.parentField]]);
      await this.afterWrite({
        trx,
        mode: 'add',
        ids: [String(row.id)],
        input: body,
        actor,
      });
    });
    return this.findOne(String(row.id), scope);
  }

  async edit(body: Record<string, unknown>, actor: Actor, scope: RequestScope) {
    const id = typeof body.id === 'number' ? String(body.id) : body.id;
    if (typeof id !== 'string' || !id) throw badRequest('缺少参数：id');
    const version = this.versionOf(body);
    const existing = await this.findOne(id, scope);
    await this.requireThroughRecord(body, scope);
    body = dropStaffFields(this.def, body, actor);
    body = keepLockedValues(this.def, keepMaskedValues(this.def, body, existing), existing);
    const [checked] = await this.checkRecords([body], 'edit', scope, existing);
    const message = firstError(this.def, checked!.errors);
    if (message) throw badRequest(message);
    const extra = await this.binding.hooks?.extraValues?.({
      input: body,
      mode: 'edit',
      existing,
      actor,
    });
    const movedTo = this.tree ? checked!.values[this.tree.parentField] : undefined;
    if (this.tree && movedTo !== undefined) await this.tree.guardMove(this.ctx.db, id, movedTo);
    const values = await this.placed({
      ...checked!.values,
      ...extra,
      updateBy: actor.username,
      updateTime: this.ctx.clock.nowText(),
    });
    await this.ctx.db.transaction().execute(async (trx) => {
      const updated = await this.store.withDb(trx).update(id, values, scope, version);
      if (updated === 0) throw conflict(STALE_MESSAGE);
      await this.requireInScope(trx, [id], scope);
      await this.moveDependents(trx, [id], existing, values);
      if (this.tree && movedTo !== undefined)
        await this.tree.refreshFlags(trx, [existing[this.tree.parentField], movedTo]);
      await this.afterWrite({ trx, mode: 'edit', ids: [id], input: body, actor });
    });
    return this.findOne(id, scope);
  }

  /**
   * The values with the department that keeps the record, where the definition derives it from
   * what is being written (the office of its region, its owner's department).
   */
  async placed(values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const column = departmentColumn(this.def);
    if (!column) return values;
    const office = await derivedOffice(this.ctx.db, this.def, values, {
      offices: this.ctx.offices,
      owner: (key) => this.lookup?.byKey(key)?.def,
    });
    return office ? { ...values, [column]: office } : values;
  }

  /** Records that take their department from one that moved go with it, in the write's transaction. */
  async moveDependents(
    trx: Db,
    ids: string[],
    existing: Record<string, unknown>,
    values: Record<string, unknown>,
  ): Promise<void> {
    const column = departmentColumn(this.def);
    if (column && column in values && values[column] !== existing[column])
      await followOwner(trx, this.def, ids, [...RESOURCES.values()]);
  }

  /**
   * Inside a write's transaction, after it: every record written must still be in the caller's
   * scope (an add for another county's region, an edit moving a record away), or the whole write
   * is rolled back: 400 naming the field that placed it, else 404.
   */
  async requireInScope(trx: Db, ids: string[], scope: RequestScope): Promise<void> {
    if (!ids.length || restrictsNothing(this.def, scope)) return;
    const unique = [...new Set(ids)];
    const allowed = await this.store.withDb(trx).allowedIds(unique, scope);
    if (allowed.length === unique.length) return;
    const field = placingField(this.def);
    throw field && this.def.fields[field]
      ? badRequest(outsideMessage(this.def))
      : notFound(`未找到对应的${this.def.title}`);
  }

  private versionOf(body: Record<string, unknown>): number | null {
    if (!this.def.versioned) return null;
    const version = Number(body.version);
    if (!Number.isInteger(version) || version < 1)
      throw badRequest('缺少参数：version（数据版本）');
    return version;
  }

  /** Deletes all of `ids` or none: any id missing or out of scope is a 404. */
  async remove(ids: string[], scope: RequestScope, actor?: Actor): Promise<number> {
    const unique = [...new Set(ids)];
    const allowed = await this.store.allowedIds(unique, scope);
    if (allowed.length !== unique.length) throw notFound(`部分${this.def.title}不存在或无权操作`);
    return this.ctx.db.transaction().execute(async (trx) => {
      await this.binding.hooks?.beforeDelete?.({ trx, mode: 'delete', ids: unique });
      const parents = (await this.tree?.parentsOf(trx, unique)) ?? [];
      await this.tree?.guardDelete(trx, unique);
      const count = await this.store.withDb(trx).deleteIds(unique);
      await this.tree?.refreshFlags(trx, parents);
      await this.afterWrite({ trx, mode: 'delete', ids: unique, actor });
      return count;
    });
  }

  /**
   * Checks the rows that will replace every child of `parent` (a one-to-many save), with the
   * same checks as an add; the first problem names its row. Run before the write's transaction.
   */
  async checkChildren(
    parent: string,
    inputs: Array<Record<string, unknown>>,
    scope: RequestScope,
  ): Promise<Array<Record<string, unknown>>> {
    const parentKey = this.def.parentKey;
    if (!parentKey) throw new Error(`${this.def.key} 不是子资源`);
    const checked = await this.checkRecords(
      inputs.map((input) => ({ ...input, [parentKey]: parent })),
      'add',
      scope,
    );
    return checked.map((c, i) => {
      const message = firstError(this.def, c.errors);
      if (message) throw badRequest(`${this.def.title}第${i + 1}行：${message}`);
      return c.values;
    });
  }

  /** Replaces every child of `parent` with checked values, inside `trx`. */
  async replaceChildren(
    trx: Db,
    parent: string,
    values: Array<Record<string, unknown>>,
    actor: Actor,
    scope: RequestScope,
  ): Promise<void> {
    const parentKey = this.def.parentKey;
    if (!parentKey) throw new Error(`${this.def.key} 不是子资源`);
    await asAnyDb(trx).deleteFrom(this.def.table).where(parentKey, '=', parent).execute();
    if (values.length)
      await this.store
        .withDb(trx)
        .insertMany(values.map((v) => this.insertRow(v, actor, scope, parent)));
  }

  /**
   * Runs after every write of the resource, inside its transaction: the section's hook, then,
   * for a resource that decides who may do what, the permission version every instance re-reads.
   */
  async afterWrite(event: WriteEvent): Promise<void> {
    await this.binding.hooks?.afterWrite?.(event);
    await linkWrittenFiles(this.def, event);
    await recordRevisions(this.ctx, this.def, event);
    if (this.def.affectsPermissions) await bumpPermissionVersion(event.trx);
  }

  /** The record a client shows after a read. */
  async presentOne(
    row: Record<string, unknown>,
    actor: Actor,
    scope?: RequestScope,
  ): Promise<ResourceRecord> {
    await this.present([row], actor, scope);
    return row as ResourceRecord;
  }
}
