import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointResult, favoriteApi } from '@vets/contracts';
import { Button, Card, Popconfirm, Table, Tabs } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ui } from '../../../components/ui-bridge';

type Favorite = EndpointResult<typeof favoriteApi.list>['records'][number];
type TargetType = Favorite['targetType'];

const TABS: Array<{ key: TargetType; label: string }> = [
  { key: 'position', label: '岗位' },
  { key: 'company', label: '企业' },
  { key: 'resume', label: '简历' },
];

/** 我的收藏: the signed-in user's own favourite positions, companies and resumes. */
export default function FavoriteList() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<TargetType>('position');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['favorites', type, page],
    queryFn: async () =>
      (
        await call(favoriteApi.list, {
          query: { targetType: type, pageNo: page, pageSize: 10 },
        })
      ).result,
  });
  const remove = async (f: Favorite) => {
    const res = await call(favoriteApi.delete, {
      query: { targetType: f.targetType, targetId: f.targetId },
    });
    ui().message.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['favorites'] });
  };
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={type}
        onChange={(key) => {
          setType(key as TargetType);
          setPage(1);
        }}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <Table<Favorite>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: page,
          total: list.data?.total ?? 0,
          pageSize: 10,
          onChange: setPage,
          showTotal: (total) => `共 ${total} 条`,
        }}
        columns={[
          { title: '名称', dataIndex: 'title' },
          { title: '收藏时间', dataIndex: 'createTime', width: 200 },
          {
            title: '操作',
            key: 'action',
            width: 120,
            render: (_: unknown, f) => (
              <Popconfirm title="确定取消收藏吗？" onConfirm={() => remove(f)}>
                <Button type="link" size="small">
                  取消收藏
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
