/** 3000000 → 300万元, 12500 → 1.25万元, 800 → 800元; null or 0 → 面议. */
export function fundingText(yuan: number | null): string {
  if (!yuan) return '面议';
  if (yuan >= 10_000) return `${Number((yuan / 10_000).toFixed(2))}万元`;
  return `${yuan}元`;
}

const money = (n: number) => String(Number(n.toFixed(2)));

/** 8–12元/斤, 45元/箱 when both ends agree, 8元起 with no top, 价格面议 with neither. */
export function priceText(min: number | null, max: number | null, unit: string | null): string {
  const per = unit ? `/${unit}` : '';
  if (min !== null && max !== null)
    return min === max ? `${money(min)}元${per}` : `${money(min)}–${money(max)}元${per}`;
  if (min !== null) return `${money(min)}元${per}起`;
  if (max !== null) return `${money(max)}元${per}以内`;
  return '价格面议';
}

/** The date of a `YYYY-MM-DD HH:mm:ss` time, or '' when there is none. */
export const dateText = (time: string | null | undefined) => (time ? time.slice(0, 10) : '');

/** 电工,焊工、叉车 → [电工, 焊工, 叉车]: half- or full-width commas and 、, blanks dropped. */
export function scopeItems(text: string | null | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(/[,，、;；]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The non-blank lines of a text (one honour per line). */
export const textLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
