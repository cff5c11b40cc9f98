import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gridBoundaryApi, gridMapApi, gridResource, permissionCode } from '@vets/contracts';
import { Alert, Button, Card, Space, Spin, Statistic } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../../api/call';
import { RegionPicker } from '../../../components/AreaLinkage';
import { useButtonPermission } from '../../../components/Authorized';
import { type LngLat, RegionMap, type RegionMapHandle } from '../../../components/RegionMap';
import { ui } from '../../../components/ui-bridge';
import { GridPanel } from '../components/map/GridPanel';
import { MapLegend } from '../components/map/MapLegend';
import {
  type CountyCenters,
  countyValues,
  gridPolygons,
  mapPoints,
} from '../components/map/map-layers';

const POLYGON_SCALE = { name: '近90天走访覆盖率', min: 0, max: 1, percent: true };
const REGION_SCALE = { name: '退役军人人数' };

/** County label points from the map's own bundled boundaries (the chunk the map loads anyway). */
function useCountyCenters(): CountyCenters | null {
  const [centers, setCenters] = useState<CountyCenters | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../../components/RegionMap/hebei-atlas')
      .then(({ loadHebeiAtlas }) => loadHebeiAtlas())
      .then((atlas) => {
        if (live) setCenters(new Map(atlas.counties.map((c) => [c.code, c.center])));
      });
    return () => {
      live = false;
    };
  }, []);
  return centers;
}

/** 网格地图: veterans by employment status, grids coloured by visit coverage, companies, fairs. */
export default function GridMap() {
  const [regionCode, setRegionCode] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<string | null>(null);
  const map = useRef<RegionMapHandle>(null);
  const queries = useQueryClient();
  const allowed = useButtonPermission();
  const centers = useCountyCenters();
  const key = ['grid-map', regionCode ?? ''];
  const data = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await call(gridMapApi.data, { query: regionCode ? { regionCode } : {} })).result,
  });
  const d = data.data;
  // The server names an online tile layer (MAP_TILE_URL) when it has one; offline otherwise.
  const layers = useMemo(
    () =>
      d && centers
        ? { regions: countyValues(d), polygons: gridPolygons(d), points: mapPoints(d, centers) }
        : null,
    [d, centers],
  );
  const unvisited = d?.grids.reduce((sum, g) => sum + g.unvisitedUnemployed, 0) ?? 0;
  const focus = regionCode ?? d?.grids.find((g) => g.id === selected)?.regionCode.slice(0, 6);

  async function saveBoundary(coordinates: LngLat[][]) {
    if (!drawing) return;
    const res = await call(gridBoundaryApi.save, {
      body: { id: drawing, boundary: JSON.stringify(coordinates) },
    });
    ui().message.success(res.message);
    setDrawing(null);
    await queries.invalidateQueries({ queryKey: ['grid-map'] });
  }

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
      <Card size="small" style={{ width: 320, flex: 'none' }} title="网格地图">
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <RegionPicker
            anyLevel
            value={regionCode ?? null}
            onChange={(v) => setRegionCode(v?.slice(0, 6))}
            placeholder="全部地区"
          />
          <Space size={24}>
            <Statistic title="退役军人" value={d?.total ?? 0} suffix="人" />
            <Statistic title="网格" value={d?.grids.length ?? 0} suffix="个" />
          </Space>
          <MapLegend unvisited={unvisited} aggregated={Boolean(d && d.veterans === null)} />
          <GridPanel
            grids={d?.grids ?? []}
            selected={selected}
            onSelect={setSelected}
            canDraw={allowed(permissionCode(gridResource, 'edit'))}
            onDraw={setDrawing}
          />
        </Space>
      </Card>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        title={drawing ? '绘制网格边界：单击添加拐点，双击或点击“完成”闭合' : undefined}
        extra={
          <Button onClick={() => map.current?.exportPng('网格地图.png')} disabled={!layers}>
            导出图片
          </Button>
        }
      >
        {data.isError && <Alert type="error" showIcon message="地图数据加载失败" />}
        {layers ? (
          <RegionMap
            ref={map}
            height="calc(100vh - 220px)"
            {...(focus ? { focus } : {})}
            regions={layers.regions}
            regionScale={REGION_SCALE}
            polygons={layers.polygons}
            polygonScale={POLYGON_SCALE}
            points={layers.points}
            aggregateBy="county"
            {...(d?.tileUrl ? { tileUrl: d.tileUrl } : {})}
            onPolygonClick={setSelected}
            drawing={drawing !== null}
            onDrawn={(c) => void saveBoundary(c)}
            onDrawCancel={() => setDrawing(null)}
          />
        ) : (
          <Spin tip="地图加载中…">
            <div style={{ height: 480 }} />
          </Spin>
        )}
      </Card>
    </div>
  );
}
