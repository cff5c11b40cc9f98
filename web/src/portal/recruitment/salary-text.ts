const NEGOTIABLE = '面议';

/** 800 → 800元, 5000 → 5千, 5500 → 5.5千, 12000 → 1.2万. */
export function yuanText(yuan: number): string {
  const trim = (n: number) => String(Math.round(n * 100) / 100);
  if (yuan >= 10_000) return `${trim(yuan / 10_000)}万`;
  if (yuan >= 1_000) return `${trim(yuan / 1_000)}千`;
  return `${trim(yuan)}元`;
}

/**
 * A monthly salary range in yuan as the portal shows it: 5千-8千/月, ≥5千/月, ≤8千/月, 面议.
 * A minimum of 0 is no floor.
 */
export function salaryText(min: number | null, max: number | null): string {
  const low = min !== null && min > 0 ? min : null;
  const high = max !== null && max > 0 ? max : null;
  if (low === null && high === null) return NEGOTIABLE;
  if (high === null) return `≥${yuanText(low as number)}/月`;
  if (low === null) return `≤${yuanText(high)}/月`;
  if (low >= high) return `${yuanText(low)}/月`;
  return `${yuanText(low)}-${yuanText(high)}/月`;
}
