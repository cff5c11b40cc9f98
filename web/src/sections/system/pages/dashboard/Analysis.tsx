import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, Row, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { systemApi } from '../../../../api/system';
import {
  type PageState,
  standardPagination,
} from '../../../../components/table/standard-pagination';
import { useSession } from '../../../../stores/session';
import { timeFix, welcome } from '../../../../utils/greeting';
import { relativeTime } from '../../../../utils/relative-time';
import { loginLogColumns } from '../../components/login-log-columns';

/** The home page of the back office: who is signed in and their login history. */
export default function Analysis() {
  const user = useSession((s) => s.userInfo);
  const greeting = useMemo(() => `${timeFix()}，${user?.realname ?? ''}，${welcome()}`, [user]);
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });
  const departs = useQuery({
    queryKey: ['sys', 'currentUserDeparts'],
    queryFn: async () => (await systemApi.currentUserDeparts()).result,
  });
  const history = useQuery({
    queryKey: ['sys', 'myLoginHistory', page],
    queryFn: async () => (await systemApi.myLoginHistory(page.current, page.size)).result,
    placeholderData: keepPreviousData,
  });
  const lastLogin = history.data?.records.find((r) => r.operateType === 'login');

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card variant="borderless">
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
            <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
            <div style={{ flex: 1, minWidth: 240 }}>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-greeting">
                {greeting}
              </Typography.Title>
              <Typography.Text type="secondary">
                {departs.data?.list.map((d) => d.departName).join('、') || '未设置部门'}
              </Typography.Text>
            </div>
          </div>
          <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 16 }}>
            <Descriptions.Item label="用户名">{user?.username}</Descriptions.Item>
            <Descriptions.Item label="姓名">{user?.realname}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {(user?.roleNames ?? []).map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="本次登录">
              {lastLogin
                ? `${relativeTime(lastLogin.createTime)}（${lastLogin.ip ?? '未知 IP'}）`
                : '—'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
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
      </Col>
    </Row>
  );
}
