import type { FormPatternName } from './form-rules.js';
import type { PortalProjection } from './portal-projection.js';

/**
 * How a field is stored and edited. Multi-value fields are comma-joined strings.
 * `image` and `file` hold comma-joined upload paths; `richtext` holds sanitised HTML.
 */
export type FieldKind =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'date'
  | 'datetime'
  | 'richtext'
  | 'image'
  | 'file'
  | 'switch';

/** How a list filter on the field matches when the search form sends it. */
export type SearchMode = 'eq' | 'like' | 'range';

/**
 * How a sensitive value is masked for users without the `…:sensitive` permission. `date` keeps
 * the year only (a birth date is digits 7–14 of the ID number). `account` is a sign-in name,
 * masked only where it holds a phone number (see account-names.ts).
 */
export type MaskKind =
  | 'phone'
  | 'idCard'
  | 'name'
  | 'bankCard'
  | 'email'
  | 'address'
  | 'date'
  | 'account';

export interface FieldDef {
  label: string;
  kind: FieldKind;
  /** Dictionary code; values must be among its items and lists add `<field>_dictText`. */
  dict?: string;
  /** A dictionary field that holds several comma-joined values. */
  multiple?: boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Replaces the catalogue's length messages when the spec words its own. */
  lengthMessage?: string;
  min?: number;
  max?: number;
  /** A named rule of the form catalogue. */
  pattern?: FormPatternName;
  /** Unique across the resource (within the parent scope when the resource has one). */
  unique?: boolean;
  search?: SearchMode;
  sortable?: boolean;
  sensitive?: MaskKind;
  /**
   * Not personal on its own, but together with a masked field beside it the value rebuilds
   * that field (the region code inside an ID number). Like a sensitive field, callers without
   * the `…:sensitive` permission cannot filter, sort, search, duplicate-check or
   * dictionary-read by it; it is shown as it is.
   */
  revealsSensitive?: boolean;
  /** Shown in the table; default true. */
  list?: boolean;
  /** Editable in the form; default true. Server-managed fields set false. */
  form?: boolean;
  /** Part of Excel export and import; default true for list fields. */
  excel?: boolean;
  defaultValue?: string | number;
  /** Column width in the table, in px. */
  width?: number;
  /** Placeholder or help shown under the form item. */
  help?: string;
  /** Who may write the field; anyone else's value is dropped (see `WrittenBy`). */
  writtenBy?: WrittenBy;
  /** Written once, on add; an edit leaves it as it is (usernames). */
  immutable?: boolean;
  /**
   * Read-only while the record's `field` is filled, because the value is kept elsewhere (a
   * resume's identity, once linked to an archive): an edit keeps the stored value, and the form
   * shows the field locked with `reason`.
   */
  lockedBy?: { field: string; reason: string };
  /**
   * Values name records of another resource, by its key (`'zpCompany'`), matched on its id or
   * on another unique field (`{ resource: 'sysDepart', by: 'orgCode' }`). Lists add
   * `<field>_dictText` with the referenced record's title, exports write that title, imports
   * accept it, the form picks among those records, and writes must name an existing one.
   */
  ref?: RefSpec;
  /** The value must not be below that of another field (an end after its start). */
  atLeast?: { field: string; message: string };
  /**
   * A picker other than the referenced resource's searchable select: the region cascader
   * (GB/T 2260 codes; `anyLevel` when a province or city may be chosen, not only the last
   * level), or the category tree under the category coded `root`.
   */
  picker?: { kind: 'area'; anyLevel?: boolean } | { kind: 'category'; root: string };
  /**
   * For `image`, `file` and `richtext` fields: the uploads they hold are public assets (a logo, a
   * cover, an article's attachments), served to anyone. Without it they are private: served only
   * to a session that may read the record.
   */
  public?: boolean;
}

/** What a reference field names: a resource by key, by its id or by another unique field. */
export type RefSpec = string | { resource: string; by: string };

/**
 * A status change the engine serves as `POST <path>/<action>` with `{ids}`: every record must be
 * in scope (else 404) and in one of the `from` states (else 400); one already in the target
 * state is left as it is. An approval (`to.approved` / `to.rejected`) also takes `approve` and,
 * when rejecting, a `reason`.
 */
export interface TransitionDef {
  field: string;
  /** States a record may leave; any when absent. */
  from?: readonly string[];
  to: string | { approved: string; rejected: string; reasonField: string };
  /** A datetime field set to the moment of the change. */
  stamp?: string;
  /** The refusal for a record in another state; `{title}` is the record's title. */
  refused?: string;
}

/**
 * A custom operation on records, served by the engine with the permission, the scope, the
 * operation log and (for one record) the version check; a transition, or a handler the
 * section's hooks supply.
 */
export interface ActionDef {
  /** The button and the menu permission's name ('发布'). */
  label: string;
  /** How a call names its records: `ids` (comma-joined, the default), one `id`, or none. */
  target?: 'ids' | 'id' | 'none';
  /** Default POST; the spec's own calls may be GET (with `id` in the query) or PUT. */
  method?: 'GET' | 'POST' | 'PUT';
  /** The last path segment when the spec spells it otherwise (`doReleaseData`). */
  path?: string;
  /** The permission action when it shares another's (close shares publish's). */
  permission?: string;
  /** Asked before the call, in the web. */
  confirm?: string;
  transition?: TransitionDef;
  /**
   * A handler action the generic list shows as a row button (after `confirm`), sending only the
   * record: for handlers that take no other input. Transitions are shown anyway.
   */
  rowButton?: boolean;
  /** The records whose row shows that button (a claim still 待核实); every record when absent. */
  shownWhen?: { field: string; in: readonly string[] };
}

/**
 * Who reaches a resource's records beyond its permissions (ARCHITECTURE.md, "Scope"). Each
 * record is kept by a department; a caller whose roles are not province-wide reaches only the
 * records of their own department and the departments below it, on every route, by default.
 */
export interface ScopeDef<F extends string = string> {
  /** The field holding the keeping department's org code; the implicit `sysOrgCode` by default. */
  department?: F | 'sysOrgCode';
  /**
   * What decides the keeping department on every write: the office serving the region a field
   * names, or the department of the record a field names (its archive, company, resume).
   * Without it, the department of whoever adds the record.
   */
  office?: { region: F } | { owner: F; resource?: string };
  /** The field naming the company or institution whose own accounts reach the record. */
  account?: F | 'id';
  /** The field naming the signed-in account whose own record it is (a veteran's resume). */
  user?: F;
  /**
   * Records public by nature, which every member of staff may read (never write) beyond their
   * department: all of them, or those whose field holds one of `in` (published positions).
   */
  staffRead?: 'all' | { field: F; in: readonly string[] };
}

/**
 * A field only staff may set: the value anyone else sends (a company editing itself, an
 * institution, a veteran) is dropped, on add, edit and import alike.
 */
export type WrittenBy = 'staff';

export interface ResourceDef<F extends string = string> {
  /** Stable key, used in URLs of generic tools and in the registry. */
  key: string;
  /** Chinese name of one record, used in titles and messages ('字典'). */
  title: string;
  /** Database table (snake_case). */
  table: string;
  /** API path prefix: list is `${path}/list`. */
  path: string;
  /** Permission prefix `area:resource`; actions are appended with a colon. */
  permission: string;
  fields: Record<F, FieldDef>;
  /** The field other records show when they refer to one of these (`companyName`). */
  titleField?: F;
  /**
   * A unique field by which Excel import updates records: a row whose value of it matches a
   * record in the caller's scope edits that record (only the cells the file fills) instead of
   * being refused as 已存在; one outside the caller's scope refuses the row.
   */
  importKey?: F;
  /** Status changes and other operations beyond the standard ones, by name. */
  actions?: Record<string, ActionDef>;
  defaultSort?: { field: F | 'createTime'; order: 'asc' | 'desc' };
  /** A child resource: every record belongs to a parent, and lists require the parent key. */
  parentKey?: F;
  /** The table the parent key points to. */
  parentTable?: string;
  /**
   * A reference field whose record's scope binds this one as well: a record is in the caller's
   * scope only when the record it names is (a visit to a veteran outside the caller's archives
   * answers 404). Unlike a parent key, lists do not require it. A field that is no reference
   * (an interview's application, which has no title to show) names its resource beside it.
   */
  scopeThrough?: F | { field: F; resource: string };
  /**
   * Records form a tree through `parentField` (null at the top). The engine keeps
   * `hasChildField` at '1' while a record has children and '0' when it has none, refuses to move
   * a record under itself and to delete one that still has children (with `deleteRefused`, or
   * 该<title>下还有下级<title>…).
   */
  tree?: { parentField: F; hasChildField?: string; deleteRefused?: string };
  /**
   * The id is entered, not generated: a declared field `id` (tenant numbers), checked like any
   * field (required, range, unique) and never changed after the add.
   */
  explicitId?: boolean;
  /** Has a `version` column; edits must send it and stale ones get 409. */
  versioned?: boolean;
  /**
   * Keeps a revision history: every add, edit, import, action and delete writes the record as it
   * now stands and who did it, in the write's transaction (`<path>/revisions?id=`).
   */
  revisions?: boolean;
  /**
   * Who reaches the records: `'global'` for reference data and administration (the permission
   * alone decides), else the department scope. Every resource that is not a sub-table declares
   * one; the engine refuses to start otherwise.
   */
  scope?: 'global' | ScopeDef<F>;
  /** Has a `tenant_id` column scoped to the request's tenant. */
  tenantScoped?: boolean;
  /** Has a `del_flag` column: deleted rows are flagged 1 and never read again. */
  softDelete?: boolean;
  /**
   * Has a `sysOrgCode` field (implicit) that an add fills with the acting user's department
   * code, so that data rules on `sys_org_code` keep each office to its own records.
   */
  orgScoped?: boolean;
  /**
   * Its records decide who may do what (roles, users' roles, menus): every write bumps the
   * permission version, in the write's transaction, so that every instance re-reads permissions.
   */
  affectsPermissions?: boolean;
  /** The list shows 创建时间 unless this is false (the column and its sort exist either way). */
  listCreateTime?: boolean;
  /** The form's layout when the page does not set one: columns (default by field count), width. */
  formLayout?: { columns?: 1 | 2; width?: number };
  /** Its public face: the portal list and detail the engine serves (see `PortalProjection`). */
  portal?: PortalProjection<F>;
}

/** The standard actions of a resource, appended to its permission prefix. */
export const RESOURCE_ACTIONS = [
  'list',
  'add',
  'edit',
  'delete',
  'batch_delete',
  'export',
  'import',
  'sensitive',
] as const;

export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export function permissionCode(def: Pick<ResourceDef, 'permission'>, action: ResourceAction) {
  return `${def.permission}:${action}`;
}

/** The permission code of one of a definition's actions. */
export function actionPermission(def: Pick<ResourceDef, 'permission' | 'actions'>, name: string) {
  const action = def.actions?.[name];
  if (!action) throw new Error(`资源没有动作 ${name}`);
  return `${def.permission}:${action.permission ?? name}`;
}

/** Columns every resource table has, managed by the server. */
export const AUDIT_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;

/** A record as the API returns it. */
export type ResourceRecord = Record<string, unknown> & { id: string };

export const fieldInList = (f: FieldDef) => f.list !== false;
export const fieldInForm = (f: FieldDef) => f.form !== false;
export const fieldInExcel = (f: FieldDef) => f.excel ?? f.list !== false;

/**
 * A field only holders of the resource's `…:sensitive` permission may filter, sort, search,
 * duplicate-check or dictionary-read by: a sensitive field, or one that helps rebuild it. A
 * sign-in name (`account`) is guarded by value instead: only what would find a phone is refused.
 */
export const fieldGuardsSensitive = (f: Pick<FieldDef, 'sensitive' | 'revealsSensitive'>) =>
  Boolean((f.sensitive && f.sensitive !== 'account') || f.revealsSensitive);
