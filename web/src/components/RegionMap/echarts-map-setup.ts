import { CustomChart, MapChart, ScatterChart } from 'echarts/charts';
import {
  GeoComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** Only what the map draws, so that its chunk stays small. */
echarts.use([
  MapChart,
  ScatterChart,
  CustomChart,
  GeoComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

export { echarts };
