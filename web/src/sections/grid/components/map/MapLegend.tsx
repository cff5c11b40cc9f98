import { employmentStatus } from '@vets/contracts';
import { Space, Tag, Typography } from 'antd';
import { COMPANY_COLOR, FAIR_COLOR, STATUS_COLORS } from './map-layers';

const Dot = ({ color }: { color: string }) => (
  <span
    style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: color }}
  />
);

/** What the colours mean: statuses, companies and fairs, and the visit coverage of grids. */
export function MapLegend({ unvisited, aggregated }: { unvisited: number; aggregated: boolean }) {
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      <Typography.Text strong>图例</Typography.Text>
      <Space wrap size={[12, 4]}>
        {employmentStatus.items.map((i) => (
          <Space key={i.value} size={4}>
            <Dot color={STATUS_COLORS[i.value] ?? '#8c8c8c'} />
            {i.text}
          </Space>
        ))}
        <Space size={4}>
          <Dot color={COMPANY_COLOR} />
          企业
        </Space>
        <Space size={4}>
          <Dot color={FAIR_COLOR} />
          招聘会
        </Space>
      </Space>
      {aggregated && (
        <Typography.Text type="secondary">
          人数较多，按县区汇总显示（颜色越深人数越多）
        </Typography.Text>
      )}
      <Space size={4} align="center">
        网格近90天走访覆盖率
        <span
          style={{
            display: 'inline-block',
            width: 90,
            height: 10,
            background: 'linear-gradient(to right, #f5222d, #faad14, #52c41a)',
          }}
        />
        0–100%
      </Space>
      <Space size={4}>
        未走访失业人员
        <Tag color={unvisited ? 'red' : 'green'}>{unvisited} 人</Tag>
      </Space>
    </Space>
  );
}
