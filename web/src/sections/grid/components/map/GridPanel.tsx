import type { GridMapGrid } from '@vets/contracts';
import { Button, Descriptions, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { statusText } from './map-layers';

const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 100)}%`);

interface GridPanelProps {
  grids: GridMapGrid[];
  selected: string | null;
  onSelect(id: string): void;
  canDraw: boolean;
  onDraw(id: string): void;
}

/** The grids in view; the chosen one with its figures, its veterans and visits, and 绘制边界. */
export function GridPanel({ grids, selected, onSelect, canDraw, onDraw }: GridPanelProps) {
  const grid = grids.find((g) => g.id === selected);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text strong>网格（{grids.length}）</Typography.Text>
      <List
        size="small"
        bordered
        style={{ maxHeight: 240, overflow: 'auto' }}
        dataSource={grids}
        locale={{ emptyText: '暂无网格' }}
        renderItem={(g) => (
          <List.Item
            onClick={() => onSelect(g.id)}
            style={{ cursor: 'pointer', background: g.id === selected ? '#e6f4ff' : undefined }}
          >
            <Space size={4}>
              {g.gridName}
              {!g.boundary && <Tag>未绘制</Tag>}
              {g.unvisitedUnemployed > 0 && <Tag color="red">{g.unvisitedUnemployed}</Tag>}
            </Space>
            <Typography.Text type="secondary">{percent(g.visitedShare)}</Typography.Text>
          </List.Item>
        )}
      />
      {grid && (
        <Descriptions size="small" column={1} bordered title={grid.gridName}>
          <Descriptions.Item label="网格员">{grid.workers.join('、') || '-'}</Descriptions.Item>
          <Descriptions.Item label="退役军人">{grid.veterans} 人</Descriptions.Item>
          <Descriptions.Item label="就业状态">
            {Object.entries(grid.byStatus)
              .map(([code, n]) => `${statusText(code)} ${n}`)
              .join('，') || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="近90天走访">
            {grid.visited} 人（{percent(grid.visitedShare)}）
          </Descriptions.Item>
          <Descriptions.Item label="未走访失业人员">
            {grid.unvisitedUnemployed} 人
          </Descriptions.Item>
          <Descriptions.Item label="查看">
            <Space>
              <Link to={`/archive/basic?gridId=${encodeURIComponent(grid.id)}`}>退役军人</Link>
              <Link to={`/grid/visit?gridId=${encodeURIComponent(grid.id)}`}>走访记录</Link>
              {canDraw && (
                <Button size="small" type="link" onClick={() => onDraw(grid.id)}>
                  绘制边界
                </Button>
              )}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Space>
  );
}
