import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Segmented, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { systemApi } from '../../../api/system';
import { type PageState, standardPagination } from '../../../components/table/standard-pagination';
import { loginLogColumns, operationLogColumns, outcomeText } from '../components/login-log-columns';

interface Filters {
  username?: string;
  outcome?: 'success' | 'failure';
  range?: [Dayjs, Dayjs] | null;
}

const LOG_TYPES = [
  { value: 1, label: '登录日志' },
  { value: 2, label: '操作日志' },
];

/**
 * 系统日志: the login log (who signed in or out, when, from where, whether it worked) and the
 * operation log (every write: what, path, duration, outcome).
 */
export default function LoginLogList() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });
  const [logType, setLogType] = useState(1);

  const params = {
    logType,
    pageNo: page.current,
    pageSize: page.size,
    username: filters.username?.trim() || undefined,
    outcome: filters.outcome,
    createTime_begin: filters.range?.[0].format('YYYY-MM-DD 00:00:00'),
    createTime_end: filters.range?.[1].format('YYYY-MM-DD 23:59:59'),
  };
  const query = useQuery({
    queryKey: ['sys', 'loginLog', params],
    queryFn: async () => (await systemApi.loginLog(params)).result,
    placeholderData: keepPreviousData,
  });

  const search = (values: Filters) => {
    setFilters(values);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <Card variant="borderless">
      <Segmented
        options={LOG_TYPES}
        value={logType}
        onChange={(value) => {
          setLogType(value);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        style={{ marginBottom: 16 }}
        data-testid="log-type"
      />
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="username" label="用户名">
          <Input placeholder="请输入用户名" allowClear id="loginlog-username" />
        </Form.Item>
        <Form.Item name="outcome" label="结果">
          <Select
            allowClear
            placeholder="请选择"
            style={{ width: 120 }}
            options={['success', 'failure'].map((v) => ({ value: v, label: outcomeText(v) }))}
          />
        </Form.Item>
        <Form.Item name="range" label="时间">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={logType === 1 ? loginLogColumns(true) : operationLogColumns()}
        dataSource={query.data?.records ?? []}
        scroll={{ x: 900 }}
        pagination={standardPagination(page, query.data?.total ?? 0, setPage)}
      />
    </Card>
  );
}
