/** A position as GeoJSON writes it: longitude, then latitude (WGS84). */
export type LngLat = [number, number];

/** One value per county (or city), keyed by its GB/T 2260 code, for the choropleth. */
export interface RegionValue {
  code: string;
  value: number;
  /** Replaces the value in the tooltip, e.g. "1,234 人 · 就业率 91%". */
  label?: string;
}

/** A polygon drawn over the map, such as a grid (网格). */
export interface MapPolygon {
  id: string;
  name: string;
  /** The rings of a GeoJSON Polygon: the outer ring first, then holes. */
  coordinates: LngLat[][];
  /** Coloured through `polygonScale` unless `color` is given. */
  value?: number;
  color?: string;
  /** Plain text shown on hover below the name; never HTML. */
  tooltip?: string;
}

export interface MapPoint {
  lng: number;
  lat: number;
  /** The legend entry, e.g. 已就业, 未就业, 企业, 招聘会. */
  kind: string;
  name?: string;
  /** The colour of the point's kind; the first point of a kind that has one decides. */
  color?: string;
}

/** How values turn into colours, and what the legend calls them. */
export interface ValueScale {
  name: string;
  min?: number;
  max?: number;
  /** Low to high. */
  colors?: string[];
  /** Shows values as percentages (a value of 0.42 reads 42%). */
  percent?: boolean;
}

/** Where many points are counted when they are too many to draw one by one. */
export type AggregateBy = 'county' | 'grid';

export interface RegionMapProps {
  /** GB/T 2260 code of the province, a city or a county to fit in view. Defaults to Hebei. */
  focus?: string;
  regions?: RegionValue[];
  regionScale?: ValueScale;
  polygons?: MapPolygon[];
  polygonScale?: ValueScale;
  points?: MapPoint[];
  /** Above this many points they are drawn as counts per county or grid. Default 5,000. */
  aggregateThreshold?: number;
  aggregateBy?: AggregateBy;
  /** An XYZ tile URL template ({z}, {x}, {y}, optionally {s}) in Web Mercator/WGS84. */
  tileUrl?: string;
  onRegionClick?(code: string): void;
  onPolygonClick?(id: string): void;
  /** Click to add corners, double-click or 完成 to close. */
  drawing?: boolean;
  /** The drawn boundary as GeoJSON Polygon coordinates (one closed ring). */
  onDrawn?(coordinates: LngLat[][]): void;
  onDrawCancel?(): void;
  /** Called once the chart has finished its first full render. */
  onRendered?(): void;
  height?: number | string;
}

export interface RegionMapHandle {
  /** Downloads the map as a PNG (white background, twice the screen resolution). */
  exportPng(fileName?: string): void;
}
