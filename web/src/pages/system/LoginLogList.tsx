import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { systemApi } from '../../api/system';
import { type PageState, standardPagination } from '../../components/table/standard-pagination';
import { loginLogColumns, outcomeText } from './login-log-columns';

interface Filters {
  username?: string;
  outcome?: string;
  range?: [Dayjs, Dayjs] | null;
}

/** 登录日志: who signed in or out, when, from where, and whether it worked. */
export default function LoginLogList() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });

  const params = {
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
        columns={loginLogColumns(true)}
        dataSource={query.data?.records ?? []}
        scroll={{ x: 900 }}
        pagination={standardPagination(page, query.data?.total ?? 0, setPage)}
      />
    </Card>
  );
}
