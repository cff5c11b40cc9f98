import hebei from 'virtual:hebei-counties';
import { describe, expect, it } from 'vitest';
import { buildAtlas } from './counties';
import { pointInRings } from './geometry';

describe("Hebei's county boundaries", () => {
  const atlas = buildAtlas(hebei);

  it('hold the 167 counties of the 11 cities of Hebei and nothing else', () => {
    const codes = hebei.features.map((f) => f.properties.adcode);
    expect(codes).toHaveLength(167);
    expect(new Set(codes).size).toBe(167);
    expect(codes.every((c) => /^13\d{2}(?!00)\d{2}$/.test(c))).toBe(true);
    expect(atlas.cities.map((c) => c.name).sort()).toEqual(
      [
        '石家庄市',
        '唐山市',
        '秦皇岛市',
        '邯郸市',
        '邢台市',
        '保定市',
        '张家口市',
        '承德市',
        '沧州市',
        '廊坊市',
        '衡水市',
      ].sort(),
    );
    expect(atlas.byCode.get('130102')).toMatchObject({ name: '长安区', cityName: '石家庄市' });
    expect(atlas.byCode.get('130638')).toMatchObject({ name: '雄县', cityCode: '130600' });
  });

  it('lie within Hebei with coordinates rounded to four decimals', () => {
    for (const county of atlas.counties) {
      const [w, s, e, n] = county.bbox;
      expect(w).toBeGreaterThan(113.4);
      expect(e).toBeLessThan(119.9);
      expect(s).toBeGreaterThan(36);
      expect(n).toBeLessThan(42.7);
    }
    const [lng, lat] = hebei.features[0]!.geometry.coordinates[0]![0]![0]!;
    expect(Math.round(lng! * 1e4) / 1e4).toBe(lng);
    expect(Math.round(lat! * 1e4) / 1e4).toBe(lat);
  });

  it('place every label point inside its own county', () => {
    atlas.counties.forEach((county, i) => {
      expect(atlas.index.locate(county.center[0], county.center[1])).toBe(i);
    });
    for (const city of atlas.cities) {
      const at = atlas.index.locate(city.center[0], city.center[1]);
      expect(atlas.counties[at]?.cityCode).toBe(city.code);
    }
  });

  it('locate known places', () => {
    const code = (lng: number, lat: number) =>
      atlas.counties[atlas.index.locate(lng, lat)]?.code ?? null;
    expect(code(117.76, 41.94)).toBe('130828'); // 围场
    expect(code(119.49, 39.83)).toBe('130304'); // 北戴河
    expect(code(116.4, 39.9)).toBeNull(); // 北京
    expect(code(117.2, 39.13)).toBeNull(); // 天津
    const county = atlas.byCode.get('130828')!;
    expect(pointInRings(117.76, 41.94, county.rings)).toBe(true);
  });
});
