import type { LoginLogEntry } from '@vets/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cachedDictItems } from '../../../stores/session';

export function outcomeText(value: string): string {
  return cachedDictItems().log_outcome?.find((o) => o.value === value)?.text ?? value;
}

/** Columns shared by the login log page and the dashboard's own history. */
export function loginLogColumns(withUser: boolean): ColumnsType<LoginLogEntry> {
  return [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    ...(withUser ? [{ title: '用户名', dataIndex: 'username', width: 130 }] : []),
    {
      title: '结果',
      dataIndex: 'outcome',
      width: 80,
      render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{outcomeText(v)}</Tag>,
    },
    { title: 'IP', dataIndex: 'ip', width: 130 },
    { title: '内容', dataIndex: 'logContent', ellipsis: true },
    {
      title: '客户端',
      dataIndex: 'userAgent',
      width: 200,
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Tooltip title={v}>
          <Typography.Text type="secondary">{v ?? '-'}</Typography.Text>
        </Tooltip>
      ),
    },
  ];
}

/** The operation log's columns: who did what, where, how long it took and how it ended. */
export function operationLogColumns(): ColumnsType<LoginLogEntry> {
  return [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '用户名', dataIndex: 'username', width: 120 },
    { title: '操作', dataIndex: 'logContent', ellipsis: true },
    { title: '请求', dataIndex: 'method', width: 80 },
    { title: '路径', dataIndex: 'requestUrl', ellipsis: true },
    {
      title: '耗时',
      dataIndex: 'costTime',
      width: 90,
      render: (v: number | null) => (v === null ? '-' : `${v} ms`),
    },
    {
      title: '结果',
      dataIndex: 'outcome',
      width: 80,
      render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{outcomeText(v)}</Tag>,
    },
    { title: 'IP', dataIndex: 'ip', width: 130 },
  ];
}
