import { type BBox, bboxOf, EMPTY_BBOX, type Ring, unionBBox } from './geometry';

/** Cells along the longer side of the areas' extent. */
const CELLS = 256;

export interface AreaIndex {
  /** The index of the area holding the point, or -1; where areas overlap, the last one. */
  locate(lng: number, lat: number): number;
}

/** Even-odd crossings of a ray eastwards from (x, y) over edges stored as x1, y1, x2, y2, … */
function oddCrossings(edges: Float64Array, x: number, y: number): boolean {
  let inside = false;
  for (let k = 0; k < edges.length; k += 4) {
    const x1 = edges[k]!;
    const y1 = edges[k + 1]!;
    const x2 = edges[k + 2]!;
    const y2 = edges[k + 3]!;
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/**
 * A uniform grid over the areas. A cell that no boundary crosses belongs wholly to one area (or
 * none) and answers at once. In a cell on a boundary, each candidate area is tested against only
 * its edges within the cell's row: a ray along the row meets no other edge. Built in
 * O(edges + cells).
 */
export function buildAreaIndex(areas: ReadonlyArray<readonly Ring[]>): AreaIndex {
  const extent = areas.map((rings) => bboxOf(rings)).reduce<BBox>(unionBBox, EMPTY_BBOX);
  if (areas.length === 0 || !(extent[0] <= extent[2])) return { locate: () => -1 };
  const [west, south, east, north] = extent;
  const size = Math.max(east - west, north - south, 1e-9) / CELLS;
  const cols = Math.floor((east - west) / size) + 1;
  const rows = Math.floor((north - south) / size) + 1;
  const col = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - west) / size)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - south) / size)));

  // -1: no area; -2: on a boundary, see `edgeAreas`; otherwise the area that fills the cell.
  const owner = new Int32Array(cols * rows).fill(-1);
  // Dense arrays rather than maps: locate() reads them for every point.
  const edgeAreas: (number[] | null)[] = new Array(cols * rows).fill(null);
  const rowEdgeLists: (number[] | null)[] = new Array(areas.length * rows).fill(null);
  areas.forEach((rings, area) => {
    for (const ring of rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x1, y1] = ring[j]!;
        const [x2, y2] = ring[i]!;
        // Every cell of the edge's own box: never misses a crossed cell, and edges are short.
        for (let r = row(Math.min(y1, y2)); r <= row(Math.max(y1, y2)); r++) {
          const key = area * rows + r;
          const list = rowEdgeLists[key];
          if (list) list.push(x1, y1, x2, y2);
          else rowEdgeLists[key] = [x1, y1, x2, y2];
          for (let c = col(Math.min(x1, x2)); c <= col(Math.max(x1, x2)); c++) {
            const cell = r * cols + c;
            const candidates = edgeAreas[cell];
            if (!candidates) edgeAreas[cell] = [area];
            else if (!candidates.includes(area)) candidates.push(area);
            owner[cell] = -2;
          }
        }
      }
  });
  const rowEdges = rowEdgeLists.map((list) => (list ? Float64Array.from(list) : null));
  const inArea = (area: number, r: number, x: number, y: number) => {
    const edges = rowEdges[area * rows + r];
    return edges != null && oddCrossings(edges, x, y);
  };

  // An area with no edge in a cell yet holding its centre holds all of it, but for any area
  // drawn over it (a grid inside a grid): the answer when no candidate holds the point.
  const enclosing = new Int32Array(cols * rows).fill(-1);
  areas.forEach((rings, area) => {
    const [w, s, e, n] = bboxOf(rings);
    for (let r = row(s); r <= row(n); r++)
      for (let c = col(w); c <= col(e); c++) {
        const cell = r * cols + c;
        const state = owner[cell]!;
        if (state === -2 && edgeAreas[cell]!.includes(area)) continue;
        if (!inArea(area, r, west + (c + 0.5) * size, south + (r + 0.5) * size)) continue;
        if (state === -2) enclosing[cell] = area;
        else owner[cell] = area;
      }
  });

  return {
    locate(lng, lat) {
      if (!(lng >= west && lng <= east && lat >= south && lat <= north)) return -1;
      const r = row(lat);
      const cell = r * cols + col(lng);
      const found = owner[cell]!;
      if (found !== -2) return found;
      // Candidates are in ascending order; the highest area holding the point wins.
      const candidates = edgeAreas[cell]!;
      const around = enclosing[cell]!;
      for (let k = candidates.length - 1; k >= 0; k--) {
        const area = candidates[k]!;
        if (around > area) return around;
        if (inArea(area, r, lng, lat)) return area;
      }
      return around;
    },
  };
}
