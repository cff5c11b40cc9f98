import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { MatchItem } from '@vets/contracts';
import { matchingApi, RECRUITMENT_PERMISSIONS } from '@vets/contracts';
import { Alert, Button, Drawer, Table, Tag, Typography } from 'antd';
import { call } from '../../../../api/call';
import { useButtonPermission } from '../../../../components/Authorized';
import { ui } from '../../../../components/ui-bridge';
import { MatchBreakdown } from './MatchBreakdown';

export interface MatchTarget {
  /** `positions`: positions for a resume; `resumes`: resumes for a position. */
  mode: 'positions' | 'resumes';
  id: string;
  name: string;
}

const scoreColor = (total: number) => (total >= 85 ? 'green' : total >= 70 ? 'blue' : 'orange');

/** The matching engine's ranked list for a resume or a position, criterion by criterion. */
export function MatchDrawer({ target, onClose }: { target: MatchTarget | null; onClose(): void }) {
  const allowed = useButtonPermission();
  const list = useQuery({
    queryKey: ['recruitment-match', target?.mode, target?.id],
    enabled: Boolean(target),
    queryFn: async () =>
      (target!.mode === 'positions'
        ? await call(matchingApi.positionsForResume, { query: { resumeId: target!.id, limit: 20 } })
        : await call(matchingApi.resumesForPosition, {
            query: { positionId: target!.id, limit: 20 },
          })
      ).result,
  });
  const push = async (item: MatchItem) => {
    if (!target) return;
    const [resumeId, positionId] =
      target.mode === 'positions' ? [target.id, item.id] : [item.id, target.id];
    const res = await call(matchingApi.pushRecommendation, { body: { resumeId, positionId } });
    ui().message.success(res.message);
  };
  const title =
    target?.mode === 'positions'
      ? `为“${target.name}”匹配岗位`
      : `为“${target?.name ?? ''}”匹配人才`;
  return (
    <Drawer title={title} open={Boolean(target)} onClose={onClose} size={900} destroyOnHidden>
      {list.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`按“${list.data.ruleName}”评分，最低推荐分 ${list.data.minScore}；共评估 ${list.data.scanned} 条，列出前 ${list.data.records.length} 条。点击行首展开得分明细。`}
        />
      )}
      {list.error && <Alert type="error" showIcon title={(list.error as Error).message} />}
      <Table<MatchItem>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        pagination={false}
        data-testid="match-list"
        locale={{ emptyText: '没有达到最低推荐分的匹配结果' }}
        expandable={{
          expandedRowRender: (item) => <MatchBreakdown breakdown={item.breakdown} />,
          rowExpandable: () => true,
        }}
        columns={[
          { title: '排名', key: 'rank', width: 60, render: (_: unknown, __, i) => i + 1 },
          {
            title: target?.mode === 'positions' ? '岗位' : '求职者',
            dataIndex: 'title',
            render: (text: string, item) => (
              <>
                <Typography.Text strong>{text}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{item.subtitle}</Typography.Text>
              </>
            ),
          },
          {
            title: '匹配分',
            dataIndex: 'total',
            width: 100,
            render: (total: number) => <Tag color={scoreColor(total)}>{total} 分</Tag>,
          },
          {
            title: '操作',
            key: 'action',
            width: 120,
            render: (_: unknown, item) =>
              allowed(RECRUITMENT_PERMISSIONS.recommendPush) ? (
                <Button
                  type="link"
                  size="small"
                  icon={<SendOutlined />}
                  onClick={() => void push(item)}
                >
                  推送推荐
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
