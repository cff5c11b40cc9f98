import { Alert, Card, Col, Row, Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useDashboardFigures, useVisitInfo } from '../../components/dashboard/dashboard-queries';
import { FigureCards } from '../../components/dashboard/FigureCards';
import { GreetingCard } from '../../components/dashboard/GreetingCard';
import { LoginHistoryCard } from '../../components/dashboard/LoginHistoryCard';

const loadCharts = () => import('../../components/dashboard/DashboardCharts');
const DashboardCharts = lazy(loadCharts);

const chartsLoading = (
  <Card variant="borderless">
    <Skeleton active paragraph={{ rows: 6 }} />
  </Card>
);

/** 首页: the director's figures for their department, the charts, and the login history. */
export default function Analysis() {
  const figures = useDashboardFigures();
  const visits = useVisitInfo();
  // The charts' code downloads while their figures are fetched, not after.
  useEffect(() => {
    void loadCharts().catch(() => undefined);
  }, []);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <GreetingCard />
      </Col>
      {figures.isError && (
        <Col span={24}>
          <Alert type="error" showIcon title="统计数据加载失败，请稍后刷新" />
        </Col>
      )}
      {(figures.data?.notices ?? []).map((n) => (
        <Col span={24} key={n}>
          <Alert type="warning" showIcon title={n} />
        </Col>
      ))}
      <Col span={24}>
        <FigureCards cards={figures.data?.cards ?? []} loading={figures.isPending} />
      </Col>
      <Col span={24}>
        {figures.data && visits.data ? (
          <Suspense fallback={chartsLoading}>
            <DashboardCharts figures={figures.data} visits={visits.data} />
          </Suspense>
        ) : (
          chartsLoading
        )}
      </Col>
      <Col span={24}>
        <LoginHistoryCard />
      </Col>
    </Row>
  );
}
