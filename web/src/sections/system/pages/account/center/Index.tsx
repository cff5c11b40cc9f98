import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, Empty, Row, Spin, Tag, Typography } from 'antd';
import { systemApi } from '../../../../../api/system';
import { useFileUrl } from '../../../../../components/upload/use-file-links';
import { useSession } from '../../../../../stores/session';
import styles from './Index.module.css';

/** 个人中心: the signed-in user's account, departments and roles. */
export default function AccountCenter() {
  const user = useSession((s) => s.userInfo);
  const avatar = useFileUrl(user?.avatar);
  const departs = useQuery({
    queryKey: ['sys', 'currentUserDeparts'],
    queryFn: async () => (await systemApi.currentUserDeparts()).result,
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card variant="borderless">
          <div style={{ textAlign: 'center' }}>
            <Avatar size={96} src={avatar} icon={<UserOutlined />} />
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
          <Spin spinning={departs.isLoading}>
            {(departs.data?.list ?? []).length === 0 && !departs.isLoading ? (
              <Empty description="您尚未设置部门信息!" />
            ) : (
              (departs.data?.list ?? []).map((d) => (
                <div key={d.id} className={styles.depart}>
                  <div>
                    <Typography.Text strong>{d.departName}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary">部门编码：{d.orgCode}</Typography.Text>
                    </div>
                  </div>
                  {d.orgCode === departs.data?.orgCode && <Tag color="blue">当前部门</Tag>}
                </div>
              ))
            )}
          </Spin>
        </Card>
      </Col>
    </Row>
  );
}
