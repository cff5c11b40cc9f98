import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { systemApi } from '../../../../api/system';
import {
  type PageState,
  standardPagination,
} from '../../../../components/table/standard-pagination';
import { loginLogColumns } from '../login-log-columns';

/** The signed-in user's own login history. */
export function LoginHistoryCard() {
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });
  const history = useQuery({
    queryKey: ['sys', 'myLoginHistory', page],
    queryFn: async () => (await systemApi.myLoginHistory(page.current, page.size)).result,
    placeholderData: keepPreviousData,
  });
  return (
    <Card variant="borderless" title="我的登录记录">
      <Table
        rowKey="id"
        size="middle"
        loading={history.isFetching}
        columns={loginLogColumns(false)}
        dataSource={history.data?.records ?? []}
        scroll={{ x: 700 }}
        pagination={standardPagination(page, history.data?.total ?? 0, setPage)}
      />
    </Card>
  );
}
