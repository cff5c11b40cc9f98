interface RegionOption {
  value: string;
  label: string;
}

/** The cities of 河北省 (GB/T 2260), for the portal's region filters. */
export const HEBEI_CITIES: readonly RegionOption[] = [
  { value: '130100', label: '石家庄市' },
  { value: '130200', label: '唐山市' },
  { value: '130300', label: '秦皇岛市' },
  { value: '130400', label: '邯郸市' },
  { value: '130500', label: '邢台市' },
  { value: '130600', label: '保定市' },
  { value: '130700', label: '张家口市' },
  { value: '130800', label: '承德市' },
  { value: '130900', label: '沧州市' },
  { value: '131000', label: '廊坊市' },
  { value: '131100', label: '衡水市' },
];

/** A region code from the URL when it is one of the listed cities, else undefined. */
export function knownCity(code: string | null | undefined): string | undefined {
  return HEBEI_CITIES.some((c) => c.value === code) ? (code as string) : undefined;
}
