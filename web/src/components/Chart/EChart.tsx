import { type CSSProperties, useEffect, useRef } from 'react';
import { type EChartsOption, echarts } from './echarts-setup';

/** An ECharts chart that follows its option and its container's size. */
export function EChart({
  option,
  style,
  'data-testid': testId,
}: {
  option: EChartsOption;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} style={{ width: '100%', height: 280, ...style }} data-testid={testId} />;
}
