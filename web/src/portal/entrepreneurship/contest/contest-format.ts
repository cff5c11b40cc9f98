/** The sign-up window as people read it; an open end or start is left out. */
export function signUpText(start: string | null, end: string | null): string {
  if (start && end) return `${start} 至 ${end}`;
  if (end) return `截至 ${end}`;
  if (start) return `${start} 起`;
  return '';
}

/** Days left until a sign-up deadline (inclusive of that day), from the local date; 0 once due. */
export function daysLeft(end: string | null, today: Date = new Date()): number | null {
  if (!end) return null;
  const due = Date.UTC(
    Number(end.slice(0, 4)),
    Number(end.slice(5, 7)) - 1,
    Number(end.slice(8, 10)),
  );
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((due - now) / 86_400_000));
}

/** A score with two decimals, or a dash. */
export const scoreText = (v: number | null) => (v === null ? '—' : v.toFixed(2));
