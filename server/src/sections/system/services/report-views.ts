import { listDict, type MaskKind } from '@vets/contracts';

/**
 * Database views that online reports may read. A report names one of these by key; its
 * fields must be columns listed here. No SQL ever comes from a request or from report rows.
 */
export interface ReportView {
  key: string;
  label: string;
  /** The view, created by a migration. */
  view: string;
  /** camelCase column → its type for filters: text, number or date. */
  columns: Record<string, 'text' | 'number' | 'date'>;
  /** Column of the default sort. */
  defaultSort: string;
  /** Personal columns, always masked in reports. */
  sensitive?: Record<string, MaskKind>;
}

const REPORT_VIEWS: ReportView[] = [
  {
    key: 'v_report_user',
    label: '系统用户',
    view: 'v_report_user',
    columns: {
      id: 'text',
      username: 'text',
      realname: 'text',
      sex: 'text',
      phone: 'text',
      orgCode: 'text',
      orgName: 'text',
      status: 'text',
      createTime: 'date',
    },
    defaultSort: 'createTime',
    sensitive: { phone: 'phone', username: 'account' },
  },
  {
    key: 'v_report_depart',
    label: '部门',
    view: 'v_report_depart',
    columns: {
      id: 'text',
      parentId: 'text',
      departName: 'text',
      orgCode: 'text',
      regionCode: 'text',
      status: 'text',
      createTime: 'date',
    },
    defaultSort: 'orgCode',
  },
];

export function reportView(key: string): ReportView | undefined {
  return REPORT_VIEWS.find((v) => v.key === key);
}

/** 报表数据视图: the registered views, as the dictionary report heads pick from. */
export const reportSourceDict = listDict(
  'cgreport_source',
  '报表数据视图',
  REPORT_VIEWS.map((v) => [v.key, v.label] as const),
);
