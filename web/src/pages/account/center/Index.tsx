import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, List, Row, Tag, Typography } from 'antd';
import { systemApi } from '../../../api/system';
import { useSession } from '../../../stores/session';

/** 个人中心: the signed-in user's account, departments and roles. */
export default function AccountCenter() {
  const user = useSession((s) => s.userInfo);
  const departs = useQuery({
    queryKey: ['sys', 'currentUserDeparts'],
    queryFn: async () => (await systemApi.currentUserDeparts()).result,
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card variant="borderless">
          <div style={{ textAlign: 'center' }}>
            <Avatar size={96} src={user?.avatar || undefined} icon={<UserOutlined />} />
            <Typography.Title level={4} style={{ marginTop: 12 }}>
              {user?.realname}
            </Typography.Title>
            <Typography.Text type="secondary">{user?.username}</Typography.Text>
          </div>
          <Descriptions column={1} style={{ marginTop: 24 }}>
            <Descriptions.Item label="手机">{user?.phone ?? '未填写'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{user?.email ?? '未填写'}</Descriptions.Item>
            <Descriptions.Item label="当前部门编码">{user?.orgCode ?? '未设置'}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {(user?.roleNames ?? []).map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card variant="borderless" title="所属部门">
          <List
            loading={departs.isLoading}
            dataSource={departs.data?.list ?? []}
            locale={{ emptyText: '您尚未设置部门信息!' }}
            renderItem={(d) => (
              <List.Item>
                <List.Item.Meta title={d.departName} description={`部门编码：${d.orgCode}`} />
                {d.orgCode === departs.data?.orgCode && <Tag color="blue">当前部门</Tag>}
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
