import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { systemApi } from '../../../../api/system';
import { useSession } from '../../../../stores/session';
import { timeFix } from '../../../../utils/greeting';

/** Who is signed in: the hour's greeting, their name, departments and roles. */
export function GreetingCard() {
  const user = useSession((s) => s.userInfo);
  const greeting = useMemo(() => `${timeFix()}，${user?.realname ?? ''}，欢迎您`, [user]);
  const departs = useQuery({
    queryKey: ['sys', 'currentUserDeparts'],
    queryFn: async () => (await systemApi.currentUserDeparts()).result,
  });
  return (
    <Card variant="borderless">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-greeting">
            {greeting}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="dashboard-depart">
            {departs.data?.list.map((d) => d.departName).join('、') || '未设置部门'}
          </Typography.Text>
        </div>
        <div>
          {(user?.roleNames ?? []).map((r) => (
            <Tag key={r}>{r}</Tag>
          ))}
        </div>
      </div>
    </Card>
  );
}
