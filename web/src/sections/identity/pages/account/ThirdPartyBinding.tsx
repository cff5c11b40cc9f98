import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThirdBinding } from '@vets/contracts';
import { Avatar, Button, Empty, List, Popconfirm, Spin, Tag } from 'antd';
import { useLocation } from 'react-router';
import { ssoApi } from '../../../../api/sso';
import { ui } from '../../../../components/ui-bridge';
import { appConfig } from '../../../../config';

const QUERY_KEY = ['sys', 'thirdLogin', 'bindings'];

interface Row {
  key: string;
  sourceName: string;
  binding: ThirdBinding | null;
}

/**
 * 账号绑定: the signed-in user's third-party identities with 解除绑定, and 绑定 for the configured
 * provider when none is bound yet. Binding leaves for the provider's sign-in page and comes back
 * to `returnTo` (this page by default).
 */
export function ThirdPartyBinding({ returnTo }: { returnTo?: string }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const provider = appConfig.thirdLogin;
  const bindings = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await ssoApi.bindings()).result,
  });
  const unbind = useMutation({
    mutationFn: (id: string) => ssoApi.unbind(id),
    onSuccess: async (res) => {
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const bind = useMutation({
    mutationFn: (type: 'oidc') =>
      ssoApi.bindUrl(type, returnTo ?? `${location.pathname}${location.search}`),
    onSuccess: (res) => window.location.assign(res.result.url),
  });

  const bound = bindings.data ?? [];
  const rows: Row[] = bound.map((b) => ({ key: b.id, sourceName: b.sourceName, binding: b }));
  if (provider && !bound.some((b) => b.sourceName === provider.name)) {
    rows.push({ key: `unbound-${provider.type}`, sourceName: provider.name, binding: null });
  }

  if (!bindings.isLoading && rows.length === 0) {
    return <Empty description="暂无可绑定的第三方账号" />;
  }
  return (
    <Spin spinning={bindings.isLoading}>
      <List<Row>
        data-testid="third-party-bindings"
        itemLayout="horizontal"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item
            actions={[
              row.binding ? (
                <Popconfirm
                  key="unbind"
                  title={`确定解除与${row.sourceName}账号的绑定吗？`}
                  description="解除后将不能再用该账号登录本系统，可随时重新绑定。"
                  okText="解除绑定"
                  cancelText="取消"
                  onConfirm={() => row.binding && unbind.mutateAsync(row.binding.id)}
                >
                  <Button type="link" danger loading={unbind.isPending}>
                    解除绑定
                  </Button>
                </Popconfirm>
              ) : (
                <Button
                  key="bind"
                  type="link"
                  loading={bind.isPending}
                  onClick={() => bind.mutate('oidc')}
                >
                  绑定
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar icon={<SafetyCertificateOutlined />} />}
              title={
                <>
                  {row.sourceName}{' '}
                  {row.binding ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
                </>
              }
              description={
                row.binding
                  ? `${row.binding.thirdName ? `账号：${row.binding.thirdName}，` : ''}绑定于 ${row.binding.createTime}`
                  : `绑定后可使用${row.sourceName}直接登录本系统`
              }
            />
          </List.Item>
        )}
      />
    </Spin>
  );
}
