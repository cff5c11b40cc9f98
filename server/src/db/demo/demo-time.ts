/**
 * Arithmetic on the 'YYYY-MM-DD HH:mm:ss' texts the database stores. The texts are local
 * wall-clock times; they are shifted as if they were UTC, which no daylight saving disturbs.
 */
const DAY_MS = 86_400_000;

const toMs = (text: string) =>
  Date.parse(`${text.slice(0, 10)}T${text.slice(11, 19) || '00:00:00'}Z`);
const toText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** `text` moved by a (fractional, possibly negative) number of days. */
export const addDays = (text: string, days: number) =>
  toText(toMs(text) + Math.round(days * DAY_MS));

/** A time `fraction` (0…1) of the way from `from` to `to`. */
export const between = (from: string, to: string, fraction: number) =>
  toText(toMs(from) + Math.round((toMs(to) - toMs(from)) * fraction));

/** The date part of a date-time text. */
export const dateOf = (text: string) => text.slice(0, 10);

/** The day `days` from `text`, at the clock time `hhmm` ('09:00'). */
export const dayAt = (text: string, days: number, hhmm: string) =>
  `${dateOf(addDays(text, days))} ${hhmm}:00`;

export const earlier = (a: string, b: string) => (a < b ? a : b);
export const later = (a: string, b: string) => (a > b ? a : b);

/** Whole years from `from` to `to` (both date texts). */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years;
}
