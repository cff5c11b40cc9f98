import type { DashboardFigures } from '@vets/contracts';
import { Card, Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../../components/Chart';
import { regionOption, trendOption, visitOption } from './chart-options';

type Visit = { type: string; visit: number; ip: number };

/**
 * The dashboard's charts: by region, the 12-month trend and the visits. ECharts is in this
 * chunk only, loaded after the cards.
 */
export default function DashboardCharts({
  figures,
  visits,
}: {
  figures: DashboardFigures;
  visits: Visit[];
}) {
  const region = useMemo(() => regionOption(figures.regions), [figures.regions]);
  const trend = useMemo(
    () => trendOption(figures.months, figures.trend),
    [figures.months, figures.trend],
  );
  const visit = useMemo(() => visitOption(visits), [visits]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card variant="borderless">
          {figures.regions.length ? (
            <EChart option={region} style={{ height: 320 }} data-testid="chart-region" />
          ) : (
            <Empty description="无权查看档案，或本部门暂无在册人员" />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card variant="borderless">
          <EChart option={visit} style={{ height: 320 }} data-testid="chart-visits" />
        </Card>
      </Col>
      <Col span={24}>
        <Card variant="borderless">
          {figures.trend.length ? (
            <EChart option={trend} style={{ height: 300 }} data-testid="chart-trend" />
          ) : (
            <Empty description="暂无可查看的趋势数据" />
          )}
        </Card>
      </Col>
    </Row>
  );
}
