export { EChart } from './EChart';
export type { EChartsOption } from './echarts-setup';
