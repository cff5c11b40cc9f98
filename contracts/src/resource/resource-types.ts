import type { FormPatternName } from './form-rules.js';

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

/** How a sensitive value is masked for users without the `…:sensitive` permission. */
export type MaskKind = 'phone' | 'idCard' | 'name' | 'bankCard' | 'email' | 'address';

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
  /** Written once, on add; an edit leaves it as it is (usernames). */
  immutable?: boolean;
  /**
   * Values point at another table (`table`, `code` column); lists add `<field>_dictText` from
   * its `text` column, and writes must name an existing row. Names here are code, not input.
   */
  ref?: { table: string; text: string; code: string };
  /**
   * The picker the form and search form use instead of a text box: the region cascader
   * (GB/T 2260 codes), the category tree under the category coded `root`, or a searchable
   * select over another resource's list (`path`), showing and searching its `text` field.
   */
  /** The value must not be below that of another field (an end after its start). */
  atLeast?: { field: string; message: string };
  picker?:
    | { kind: 'area' }
    | { kind: 'category'; root: string }
    | { kind: 'record'; path: string; text: string };
}

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
  defaultSort?: { field: F | 'createTime'; order: 'asc' | 'desc' };
  /** A child resource: every record belongs to a parent, and lists require the parent key. */
  parentKey?: F;
  /** The table the parent key points to. */
  parentTable?: string;
  /** Has a `version` column; edits must send it and stale ones get 409. */
  versioned?: boolean;
  /** Has a `tenant_id` column scoped to the request's tenant. */
  tenantScoped?: boolean;
  /** Has a `del_flag` column: deleted rows are flagged 1 and never read again. */
  softDelete?: boolean;
  /**
   * Declares a `sysOrgCode` field that an add fills with the acting user's department code, so
   * that data rules on `sys_org_code` keep each office to its own records.
   */
  orgScoped?: boolean;
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

/** Columns every resource table has, managed by the server. */
export const AUDIT_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;

/** A record as the API returns it. */
export type ResourceRecord = Record<string, unknown> & { id: string };

export const fieldInList = (f: FieldDef) => f.list !== false;
export const fieldInForm = (f: FieldDef) => f.form !== false;
export const fieldInExcel = (f: FieldDef) => f.excel ?? f.list !== false;
