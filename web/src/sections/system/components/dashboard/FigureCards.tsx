import { QuestionCircleOutlined } from '@ant-design/icons';
import type { DashboardCard } from '@vets/contracts';
import { Card, Col, Row, Skeleton, Statistic, Tooltip } from 'antd';

const cardTitle = (c: DashboardCard) =>
  c.hint ? (
    <Tooltip title={c.hint}>
      {c.title} <QuestionCircleOutlined />
    </Tooltip>
  ) : (
    c.title
  );

/** The director's figures first; any other card keeps the order the server gives. */
const ORDER = [
  'onRecord',
  'employmentRate',
  'employed',
  'placementsYear',
  'openPositions',
  'applicationsMonth',
  'fairsYear',
  'hiresMonth',
  'hiresYear',
];
const rank = (key: string) => {
  const i = ORDER.indexOf(key);
  return i < 0 ? ORDER.length : i;
};

/** The headline figures, one card each. */
export function FigureCards({ cards, loading }: { cards: DashboardCard[]; loading: boolean }) {
  if (loading)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-cards">
      {[...cards]
        .sort((a, b) => rank(a.key) - rank(b.key))
        .map((c) => (
          <Col key={c.key} xs={12} sm={8} lg={6} xxl={4}>
            <Card variant="borderless" size="small" title={cardTitle(c)} data-card={c.key}>
              <Statistic
                value={c.value}
                suffix={c.unit}
                precision={c.unit === '%' ? 1 : 0}
                styles={{ content: { fontSize: 26 } }}
              />
            </Card>
          </Col>
        ))}
    </Row>
  );
}
