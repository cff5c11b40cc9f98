import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contestApi,
  contestEditionResource,
  type ContestRanking as Ranking,
} from '@vets/contracts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Table,
  type TableColumnType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { call } from '../../../../api/call';
import { resourceApi } from '../../../../components/resource/resource-api';
import { useResourceAuth } from '../../../../components/resource/use-resource-auth';
import { ui } from '../../../../components/ui-bridge';
import { EditionSelect, useEditionParam } from '../../components/startup/EditionSelect';

type Entry = Ranking['entries'][number];
type Line = Entry['sheet'][number];

const api = resourceApi(contestEditionResource);
const MODES: Record<string, string> = { scaled: '标准化', shifted: '收缩平移', none: '未评分' };
/** How the ranking is worked out, for whoever reads it. */
const METHOD =
  '计分方法：每位评委对项目的总分为各评分项“得分 ÷ 满分 × 权重”之和；为消除评委打分宽严不一，' +
  '将每位评委的总分按其本人所评项目的平均分和标准差标准化，再换算到全体评委的平均分和标准差上；' +
  '评审项目少于规定数量或打分几乎无差别的评委，只按其平均分偏差做收缩平移。' +
  '项目最终得分为各评委标准化总分的平均值，回避的评委不计入；' +
  '同一项目各评委标准化总分的最高与最低之差超过分歧阈值时标记“评委分歧”。';
const score = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/** One entry's score sheet: each judge by code, per criterion, raw and normalised totals. */
function ScoreSheetTable({ entry, ranking }: { entry: Entry; ranking: Ranking }) {
  const columns: TableColumnType<Line>[] = [
    {
      key: 'judge',
      title: '评委',
      width: 90,
      render: (_: unknown, l: Line) => `评委${l.code}`,
    },
    ...ranking.criteria.map(
      (c, i): TableColumnType<Line> => ({
        key: c.id,
        title: `${c.criterionName}（${c.maxScore}）`,
        width: 120,
        align: 'right',
        render: (_: unknown, l: Line) => (l.recused ? '' : score(l.scores[i] ?? null)),
      }),
    ),
    {
      key: 'raw',
      title: '原始总分',
      width: 100,
      align: 'right',
      render: (_: unknown, l: Line) =>
        l.recused ? (
          <Tooltip title={l.reasons.join('；')}>
            <Tag color="orange">回避</Tag>
          </Tooltip>
        ) : (
          score(l.raw)
        ),
    },
    {
      key: 'normalised',
      title: '标准化总分',
      width: 110,
      align: 'right',
      render: (_: unknown, l: Line) => (l.recused ? '' : score(l.normalised)),
    },
  ];
  return (
    <Table<Line>
      size="small"
      rowKey="judgeId"
      pagination={false}
      dataSource={entry.sheet}
      columns={columns}
      scroll={{ x: 300 + ranking.criteria.length * 120 }}
      data-testid="score-sheet"
    />
  );
}

const columns: TableColumnType<Entry>[] = [
  {
    key: 'rank',
    title: '名次',
    width: 70,
    align: 'center',
    render: (_: unknown, e: Entry) => e.rank ?? '—',
  },
  {
    key: 'project',
    title: '参赛项目',
    width: 220,
    render: (_: unknown, e: Entry) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{e.projectName}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {e.businessName}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'track', title: '组别', dataIndex: 'trackText', width: 100 },
  { key: 'award', title: '奖项', dataIndex: 'awardText', width: 90 },
  { key: 'judges', title: '评委数', dataIndex: 'judgeCount', width: 80, align: 'right' },
  {
    key: 'final',
    title: '最终得分',
    width: 100,
    align: 'right',
    render: (_: unknown, e: Entry) => (
      <Typography.Text strong>{score(e.finalScore)}</Typography.Text>
    ),
  },
  {
    key: 'spread',
    title: '评委分差',
    width: 100,
    align: 'right',
    render: (_: unknown, e: Entry) => score(e.spread),
  },
  {
    key: 'flags',
    title: '标记',
    width: 140,
    render: (_: unknown, e: Entry) => (
      <Flex gap={4} wrap>
        {e.disagreement && <Tag color="red">评委分歧</Tag>}
        {e.sheet.some((l) => l.recused) && <Tag color="orange">有回避</Tag>}
        {e.finalScore === null && <Tag>未评分</Tag>}
      </Flex>
    ),
  },
];

/**
 * 大赛排名: 计算排名 evens out each judge's scale before averaging, flags entries the judges
 * disagree on, leaves recused judges out; 公布结果 shows the ranking and the score sheets (judges
 * as 评委A、B…) on the portal.
 */
export default function ContestRanking() {
  const [editionId, setEditionId] = useEditionParam();
  const [busy, setBusy] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const can = useResourceAuth(contestEditionResource);
  const ranking = useQuery({
    queryKey: ['contest-ranking', editionId],
    enabled: Boolean(editionId),
    queryFn: async () =>
      (await call(contestApi.ranking, { query: { editionId: editionId! } })).result,
  });
  const data = ranking.data;

  const run = async (name: 'computeRanking' | 'publishResults' | 'withdrawResults') => {
    if (!editionId) return;
    setBusy(name);
    try {
      const res = await api.action(name, { id: editionId });
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['contest-ranking', editionId] });
      await queryClient.invalidateQueries({ queryKey: ['resource', contestEditionResource.key] });
    } catch {
      // the request layer has shown the server's message
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <EditionSelect value={editionId} onChange={setEditionId} />
        {data && (
          <Tag color={data.resultsPublished ? 'green' : 'default'}>
            {data.resultsPublished ? '结果已公布' : '结果未公布'}
          </Tag>
        )}
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          {can('computeRanking') && (
            <Button
              onClick={() => void run('computeRanking')}
              loading={busy === 'computeRanking'}
              disabled={!data || data.resultsPublished}
            >
              计算排名
            </Button>
          )}
          {can('publishResults') &&
            (data?.resultsPublished ? (
              <Popconfirm
                title={contestEditionResource.actions.withdrawResults.confirm}
                onConfirm={() => run('withdrawResults')}
              >
                <Button danger loading={busy === 'withdrawResults'}>
                  撤回结果
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title={contestEditionResource.actions.publishResults.confirm}
                onConfirm={() => run('publishResults')}
              >
                <Button type="primary" loading={busy === 'publishResults'} disabled={!data}>
                  公布结果
                </Button>
              </Popconfirm>
            ))}
        </Flex>
      </Flex>
      {data?.stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="计算排名后评分、评分标准、评审组或参赛项目有变化，请重新计算排名。"
        />
      )}
      {data && !data.computedTime && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="尚未计算排名：评委全部录入评分后，点击“计算排名”。"
        />
      )}
      {data?.computedTime && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'time', label: '计算时间', children: data.computedTime },
            { key: 'mean', label: '全体评委平均总分', children: score(data.pooledMean) },
            { key: 'sd', label: '全体标准差', children: score(data.pooledSd) },
            { key: 'threshold', label: '分歧阈值', children: `${data.threshold} 分` },
          ]}
        />
      )}
      {data?.judges.length ? (
        <Flex wrap gap={8} style={{ marginBottom: 12 }} data-testid="judge-legend">
          {data.judges.map((j) => (
            <Tooltip
              key={j.judgeId}
              title={`评审 ${j.count} 个项目，平均总分 ${score(j.mean)}，标准差 ${score(j.sd)}`}
            >
              <Tag>
                评委{j.code}：{j.judgeName}（{MODES[j.mode]}）
              </Tag>
            </Tooltip>
          ))}
        </Flex>
      ) : null}
      <Table<Entry>
        data-testid="ranking-table"
        rowKey="entryId"
        size="middle"
        loading={ranking.isFetching}
        pagination={false}
        dataSource={data?.entries ?? []}
        columns={columns}
        scroll={{ x: 900 }}
        expandable={{
          expandedRowRender: (e) => data && <ScoreSheetTable entry={e} ranking={data} />,
          rowExpandable: (e) => e.sheet.length > 0,
        }}
        locale={{ emptyText: editionId ? '本届大赛还没有参赛项目' : '请选择创业大赛' }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {METHOD}
      </Typography.Paragraph>
    </Card>
  );
}
