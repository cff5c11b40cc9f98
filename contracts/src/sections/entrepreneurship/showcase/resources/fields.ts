import type { ActionDef, FieldDef } from '../../../../resource/resource-types.js';
import { showcaseStatus } from '../dicts.js';

const S = showcaseStatus.values;

/** 发布状态: set by 发布 and 撤回, never in the form; the portal shows 已发布 only. */
export const showcaseStatusField = {
  label: '发布状态',
  kind: 'string',
  dict: showcaseStatus.code,
  form: false,
  defaultValue: S.draft,
  search: 'eq',
  width: 100,
} as const satisfies FieldDef;

export const publishTimeField = {
  label: '发布时间',
  kind: 'datetime',
  form: false,
  sortable: true,
} as const satisfies FieldDef;

export const viewCountField = {
  label: '浏览次数',
  kind: 'integer',
  form: false,
  defaultValue: 0,
  sortable: true,
  excel: false,
  width: 100,
} as const satisfies FieldDef;

/** 发布 and 撤回 of a record the portal shows while published; both under one permission. */
export function publishActions(what: string) {
  return {
    publish: {
      label: '发布',
      confirm: `确定发布该${what}吗？发布后门户即可查看。`,
      transition: {
        field: 'status',
        from: [S.draft, S.published],
        to: S.published,
        stamp: 'publishTime',
      },
    },
    withdraw: {
      label: '撤回',
      permission: 'publish',
      confirm: `确定撤回该${what}吗？撤回后门户不再显示。`,
      transition: {
        field: 'status',
        from: [S.published],
        to: S.draft,
        refused: `${what}“{title}”未发布，不能撤回`,
      },
    },
  } as const satisfies Record<string, ActionDef>;
}

/** Published showcase records are public by nature: every member of staff may read them. */
export const PUBLISHED_TO_STAFF = { field: 'status', in: [S.published] } as const;

/** The portal shows published records only; a detail read counts a view. */
export const PORTAL_PUBLISHED = {
  publicWhen: { field: 'status', values: [S.published] },
  views: 'viewCount',
} as const;
