import { Spin } from 'antd';
import { type ComponentType, lazy, type Ref, Suspense, useState } from 'react';
import type { RegionMapHandle, RegionMapProps } from './types';

type Props = RegionMapProps & { ref?: Ref<RegionMapHandle> };

let loaded: ComponentType<Props> | null = null;
let loading: Promise<{ default: ComponentType<Props> }> | null = null;

function load(): Promise<{ default: ComponentType<Props> }> {
  loading ??= Promise.all([
    import('./RegionMap'),
    import('./hebei-atlas').then(({ loadHebeiAtlas }) => loadHebeiAtlas()),
  ]).then(([{ RegionMapView }, atlas]) => {
    const Widget = (props: Props) => <RegionMapView {...props} atlas={atlas} />;
    loaded = Widget;
    return { default: Widget };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Loads the widget (ECharts) and Hebei's boundaries, each in a chunk of its own, at once. A page
 * may call it early (on entering its route) so that the map shows without a loading state.
 */
export async function preloadRegionMap(): Promise<void> {
  await load();
}

const LazyWidget = lazy(load);

function Loading({ height }: { height: number | string }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin tip="地图加载中…">
        <div style={{ width: 120 }} />
      </Spin>
    </div>
  );
}

/** Hebei's county map; see RegionMapProps. Its code and data load on first use only. */
export function RegionMap(props: Props) {
  // Decided once per map: switching between the two would mount the chart anew.
  const [Ready] = useState(() => loaded);
  if (Ready) return <Ready {...props} />;
  return (
    <Suspense fallback={<Loading height={props.height ?? 560} />}>
      <LazyWidget {...props} />
    </Suspense>
  );
}
