import type { MatchCriterionScore } from '@vets/contracts';
import { Progress, Table } from 'antd';

/** The per-criterion points of one match, with the reason for each. */
export function MatchBreakdown({ breakdown }: { breakdown: MatchCriterionScore[] }) {
  return (
    <Table<MatchCriterionScore>
      size="small"
      rowKey="criterion"
      pagination={false}
      dataSource={breakdown}
      data-testid="match-breakdown"
      columns={[
        { title: '评分项', dataIndex: 'label', width: 120 },
        {
          title: '得分 / 权重',
          key: 'score',
          width: 200,
          render: (_: unknown, b) => (
            <Progress
              percent={b.weight ? Math.round((b.score / b.weight) * 100) : 0}
              format={() => `${b.score} / ${b.weight}`}
              size="small"
            />
          ),
        },
        { title: '说明', dataIndex: 'reason' },
      ]}
    />
  );
}
