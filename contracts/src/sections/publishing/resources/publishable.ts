import type { ActionDef, FieldDef } from '../../../resource/resource-types.js';
import { publishStatus } from '../dicts.js';

const S = publishStatus.values;

/**
 * What every published item has: its status, the time it is (or was) to appear, pinning and
 * views. 发布 with a future 定时发布时间 waits as 待发布 until a job publishes it.
 */
export const PUBLISHABLE_FIELDS = {
  status: {
    label: '状态',
    kind: 'string',
    dict: publishStatus.code,
    form: false,
    defaultValue: S.draft,
    search: 'eq',
    width: 90,
  },
  scheduledTime: {
    label: '定时发布时间',
    kind: 'datetime',
    list: false,
    help: '留空则点“发布”时立即发布；填写将来的时间则到时自动发布',
  },
  publishTime: { label: '发布时间', kind: 'datetime', form: false, sortable: true, width: 160 },
  isTop: { label: '置顶', kind: 'switch', form: false, defaultValue: 'N', search: 'eq', width: 70 },
  viewCount: {
    label: '浏览量',
    kind: 'integer',
    form: false,
    defaultValue: 0,
    sortable: true,
    width: 80,
  },
} as const satisfies Record<string, FieldDef>;

export const PUBLISHABLE_ACTIONS = {
  publish: {
    label: '发布',
    confirm: '确定发布吗？设置了将来的定时发布时间的，将在该时间自动发布。',
    rowButton: true,
    shownWhen: { field: 'status', in: [S.draft, S.scheduled, S.revoked] },
  },
  revoke: {
    label: '撤回',
    confirm: '确定撤回吗？撤回后门户不再显示。',
    transition: {
      field: 'status',
      from: [S.scheduled, S.published],
      to: S.revoked,
      refused: '“{title}”未发布，不能撤回',
    },
  },
  top: {
    label: '置顶',
    transition: { field: 'isTop', from: ['N'], to: 'Y', refused: '“{title}”已置顶' },
  },
  untop: {
    label: '取消置顶',
    permission: 'top',
    transition: { field: 'isTop', from: ['Y'], to: 'N', refused: '“{title}”未置顶' },
  },
} as const satisfies Record<string, ActionDef>;

/** Statuses 发布 may start from. */
export const PUBLISHABLE_FROM: readonly string[] = [S.draft, S.scheduled, S.revoked];

/** Published articles and policies are public by nature: every member of staff may read them. */
export const PUBLISHED_TO_STAFF = { field: 'status', in: [S.published] } as const;

/** The portal shows published items only, pinned first, newest next. */
export const PORTAL_PUBLISHED = {
  publicWhen: { field: 'status', values: [S.published] },
  order: [
    ['isTop', 'desc'],
    ['publishTime', 'desc'],
  ],
  views: 'viewCount',
} as const;
