/** A county with demo grids: its approximate centre and the streets (街道) gridded. */
export interface GridPlace {
  countyCode: string;
  countyName: string;
  /** For worker usernames: wgy_changan01. */
  slug: string;
  centre: readonly [lng: number, lat: number];
  streets: readonly string[];
}

export const GRID_PLACES: readonly GridPlace[] = [
  {
    countyCode: '130102',
    countyName: '石家庄市长安区',
    slug: 'changan',
    centre: [114.539, 38.047],
    streets: ['建北街道', '育才街道'],
  },
  {
    countyCode: '130606',
    countyName: '保定市莲池区',
    slug: 'lianchi',
    centre: [115.497, 38.866],
    streets: ['五四路街道', '东关街道'],
  },
  {
    countyCode: '130203',
    countyName: '唐山市路北区',
    slug: 'lubei',
    centre: [118.201, 39.626],
    streets: ['乔屯街道', '文化路街道'],
  },
  {
    countyCode: '130403',
    countyName: '邯郸市丛台区',
    slug: 'congtai',
    centre: [114.493, 36.637],
    streets: ['丛台西街道', '联纺路街道', '光明桥街道'],
  },
];
