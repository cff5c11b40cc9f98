/**
 * The 7-part Quartz expression of the cron editor (second minute hour day-of-month month
 * day-of-week year): the input bounds of widgets.md section 5, and build/parse between the
 * expression and one editable state per part. This is only the editor's model, not a scheduler.
 */

export const CRON_PART_KEYS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronPartKey = (typeof CRON_PART_KEYS)[number];

/**
 * every `*`; step `start/step`; range `a-b`; specific `a,b,c`; unspecified `?`;
 * last: `L` (day) or `xL` (week); nearestWeekday `nW` (day); nth `x#n` (week).
 */
export type CronMode =
  | 'every'
  | 'step'
  | 'range'
  | 'specific'
  | 'unspecified'
  | 'last'
  | 'nearestWeekday'
  | 'nth';

export const PART_MODES: Record<CronPartKey, readonly CronMode[]> = {
  second: ['every', 'step', 'range', 'specific'],
  minute: ['every', 'step', 'range', 'specific'],
  hour: ['every', 'step', 'range', 'specific'],
  day: ['every', 'step', 'range', 'specific', 'nearestWeekday', 'last', 'unspecified'],
  month: ['every', 'step', 'range', 'specific'],
  week: ['every', 'step', 'range', 'specific', 'last', 'nth', 'unspecified'],
  year: ['every', 'step', 'range', 'specific'],
};

export type Bound = readonly [min: number, max: number];

export interface PartBounds {
  /** The interval ("every N"). */
  step: Bound;
  /** Where the interval starts. */
  stepStart: Bound;
  rangeStart: Bound;
  rangeEnd: Bound;
  specific: Bound;
}

export const CRON_YEAR_RANGE: Bound = [2019, 2119];

/** Input bounds, exactly as widgets.md section 5 gives them. */
export const CRON_BOUNDS: Record<CronPartKey, PartBounds> = {
  second: {
    step: [1, 59],
    stepStart: [0, 59],
    rangeStart: [1, 59],
    rangeEnd: [0, 59],
    specific: [0, 59],
  },
  minute: {
    step: [1, 60],
    stepStart: [0, 59],
    rangeStart: [1, 59],
    rangeEnd: [0, 59],
    specific: [0, 59],
  },
  hour: {
    step: [0, 23],
    stepStart: [0, 23],
    rangeStart: [0, 23],
    rangeEnd: [0, 23],
    specific: [0, 23],
  },
  day: {
    step: [1, 31],
    stepStart: [1, 31],
    rangeStart: [1, 31],
    rangeEnd: [1, 31],
    specific: [1, 31],
  },
  month: {
    step: [0, 12],
    stepStart: [1, 12],
    rangeStart: [1, 12],
    rangeEnd: [1, 12],
    specific: [1, 12],
  },
  week: { step: [1, 7], stepStart: [1, 7], rangeStart: [1, 7], rangeEnd: [1, 7], specific: [1, 7] },
  year: {
    step: [1, 99],
    stepStart: CRON_YEAR_RANGE,
    rangeStart: CRON_YEAR_RANGE,
    rangeEnd: CRON_YEAR_RANGE,
    specific: CRON_YEAR_RANGE,
  },
};

/** The day whose nearest weekday (`nW`). */
export const NEAREST_WEEKDAY_BOUND: Bound = [1, 31];
/** Day of week, Quartz numbering: 1 Sunday … 7 Saturday. */
export const WEEKDAY_BOUND: Bound = [1, 7];
/** The n of "the n-th weekday of the month" (`x#n`). */
export const NTH_WEEKDAY_BOUND: Bound = [1, 5];

export interface CronPart {
  mode: CronMode;
  step: number;
  stepStart: number;
  rangeStart: number;
  rangeEnd: number;
  specific: number[];
  /** Day part: the day of `nW`. */
  nearestDay: number;
  /** Week part: the weekday of `xL` and `x#n`. */
  weekday: number;
  /** Week part: the n of `x#n`. */
  nth: number;
}

export type CronValue = Record<CronPartKey, CronPart>;

export type CronParseResult = { ok: true; value: CronValue } | { ok: false; error: string };

export const CRON_PART_NAMES: Record<CronPartKey, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

export const DEFAULT_CRON_EXPRESSION = '* * * * * ? *';

const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];
const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export function inBound(n: number, [min, max]: Bound): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/** The whole number nearest to n within the bound; not-a-number gives the minimum. */
export function clamp(n: number, [min, max]: Bound): number {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? min : n > 0 ? max : min;
  return Math.min(max, Math.max(min, Math.round(n)));
}

export function defaultPart(key: CronPartKey): CronPart {
  const b = CRON_BOUNDS[key];
  return {
    mode: key === 'week' ? 'unspecified' : 'every',
    step: Math.max(1, b.step[0]),
    stepStart: b.stepStart[0],
    rangeStart: b.rangeStart[0],
    rangeEnd: Math.max(b.rangeStart[0] + 1, b.rangeEnd[0]),
    specific: [],
    nearestDay: NEAREST_WEEKDAY_BOUND[0],
    weekday: WEEKDAY_BOUND[0],
    nth: NTH_WEEKDAY_BOUND[0],
  };
}

export function defaultCronValue(): CronValue {
  return Object.fromEntries(CRON_PART_KEYS.map((k) => [k, defaultPart(k)])) as CronValue;
}

/** Brings every number of a part within its bounds; the specific list is also sorted and deduplicated. */
export function clampPart(key: CronPartKey, part: CronPart): CronPart {
  const b = CRON_BOUNDS[key];
  const specific = [...new Set(part.specific.filter((n) => inBound(n, b.specific)))];
  return {
    mode: PART_MODES[key].includes(part.mode) ? part.mode : 'every',
    step: clamp(part.step, b.step),
    stepStart: clamp(part.stepStart, b.stepStart),
    rangeStart: clamp(part.rangeStart, b.rangeStart),
    rangeEnd: clamp(part.rangeEnd, b.rangeEnd),
    specific: specific.sort((x, y) => x - y),
    nearestDay: clamp(part.nearestDay, NEAREST_WEEKDAY_BOUND),
    weekday: clamp(part.weekday, WEEKDAY_BOUND),
    nth: clamp(part.nth, NTH_WEEKDAY_BOUND),
  };
}

/** The expression text of one part. Values are clamped first, so the text is always within bounds. */
export function buildPart(key: CronPartKey, input: CronPart): string {
  const p = clampPart(key, input);
  switch (p.mode) {
    case 'every':
      return '*';
    case 'unspecified':
      return '?';
    case 'step':
      return `${p.stepStart}/${p.step}`;
    case 'range':
      return `${p.rangeStart}-${p.rangeEnd}`;
    case 'specific':
      return p.specific.length ? p.specific.join(',') : '*';
    case 'last':
      return key === 'week' ? `${p.weekday}L` : 'L';
    case 'nearestWeekday':
      return `${p.nearestDay}W`;
    case 'nth':
      return `${p.weekday}#${p.nth}`;
  }
}

export function buildCron(value: CronValue): string {
  return CRON_PART_KEYS.map((k) => buildPart(k, value[k])).join(' ');
}

/** A number of the part, month and weekday names (JAN, SUN…) included; NaN if not one. */
function readNumber(key: CronPartKey, token: string): number {
  const upper = token.toUpperCase();
  if (key === 'month' && MONTH_NAMES.includes(upper)) return MONTH_NAMES.indexOf(upper) + 1;
  if (key === 'week' && WEEK_NAMES.includes(upper)) return WEEK_NAMES.indexOf(upper) + 1;
  return /^\d+$/.test(token) ? Number(token) : Number.NaN;
}

/** A part's state from its text, or an error naming what is wrong. Out-of-bound values are rejected. */
export function parsePart(
  key: CronPartKey,
  text: string,
): { ok: true; part: CronPart } | { ok: false; error: string } {
  const b = CRON_BOUNDS[key];
  const part = defaultPart(key);
  const fail = (why: string) => ({ ok: false as const, error: `${CRON_PART_NAMES[key]}：${why}` });
  const t = text.trim();
  const outOf = (n: number, [min, max]: Bound) =>
    fail(Number.isNaN(n) ? `无法识别“${t}”` : `${n} 不在 ${min}-${max} 范围内`);
  const modeAllowed = (mode: CronMode) => PART_MODES[key].includes(mode);

  if (t === '*') return { ok: true, part: { ...part, mode: 'every' } };
  if (t === '?') {
    return modeAllowed('unspecified')
      ? { ok: true, part: { ...part, mode: 'unspecified' } }
      : fail('只有日和周可以为 ?');
  }
  if (key === 'day' && t.toUpperCase() === 'L')
    return { ok: true, part: { ...part, mode: 'last' } };

  let m = /^(\d+)W$/i.exec(t);
  if (m && key === 'day') {
    const day = Number(m[1]);
    if (!inBound(day, NEAREST_WEEKDAY_BOUND)) return outOf(day, NEAREST_WEEKDAY_BOUND);
    return { ok: true, part: { ...part, mode: 'nearestWeekday', nearestDay: day } };
  }
  m = /^(\w+)L$/i.exec(t);
  if (m && key === 'week') {
    const weekday = readNumber(key, m[1]!);
    if (!inBound(weekday, WEEKDAY_BOUND)) return outOf(weekday, WEEKDAY_BOUND);
    return { ok: true, part: { ...part, mode: 'last', weekday } };
  }
  m = /^(\w+)#(\d+)$/.exec(t);
  if (m && key === 'week') {
    const weekday = readNumber(key, m[1]!);
    const nth = Number(m[2]);
    if (!inBound(weekday, WEEKDAY_BOUND)) return outOf(weekday, WEEKDAY_BOUND);
    if (!inBound(nth, NTH_WEEKDAY_BOUND)) return outOf(nth, NTH_WEEKDAY_BOUND);
    return { ok: true, part: { ...part, mode: 'nth', weekday, nth } };
  }
  m = /^(\*|\w+)\/(\d+)$/.exec(t);
  if (m) {
    const start = m[1] === '*' ? b.stepStart[0] : readNumber(key, m[1]!);
    const step = Number(m[2]);
    if (!inBound(start, b.stepStart)) return outOf(start, b.stepStart);
    if (!inBound(step, b.step)) return outOf(step, b.step);
    return { ok: true, part: { ...part, mode: 'step', stepStart: start, step } };
  }
  m = /^(\w+)-(\w+)$/.exec(t);
  if (m) {
    const from = readNumber(key, m[1]!);
    const to = readNumber(key, m[2]!);
    if (!inBound(from, b.rangeStart)) return outOf(from, b.rangeStart);
    if (!inBound(to, b.rangeEnd)) return outOf(to, b.rangeEnd);
    return { ok: true, part: { ...part, mode: 'range', rangeStart: from, rangeEnd: to } };
  }
  if (/^\w+(,\w+)*$/.test(t)) {
    const values = t.split(',').map((v) => readNumber(key, v));
    const bad = values.find((n) => !inBound(n, b.specific));
    if (bad !== undefined) return outOf(bad, b.specific);
    const specific = [...new Set(values)].sort((x, y) => x - y);
    return { ok: true, part: { ...part, mode: 'specific', specific } };
  }
  return fail(`无法识别“${t}”`);
}

/**
 * Quartz needs exactly one of day-of-month and day-of-week to be `?`. When both are given and
 * one of them is `*`, that one becomes `?`; when both are `?`, the day becomes `*`.
 * Returns null when both name actual days.
 */
export function normalizeDayWeek(value: CronValue): CronValue | null {
  const { day, week } = value;
  if (day.mode === 'unspecified' && week.mode === 'unspecified') {
    return { ...value, day: { ...day, mode: 'every' } };
  }
  if (day.mode !== 'unspecified' && week.mode !== 'unspecified') {
    if (week.mode === 'every') return { ...value, week: { ...week, mode: 'unspecified' } };
    if (day.mode === 'every') return { ...value, day: { ...day, mode: 'unspecified' } };
    return null;
  }
  return value;
}

/** Parses a 7-part expression; a 6-part one (no year) means every year. */
export function parseCron(expression: string | null | undefined): CronParseResult {
  const texts = (expression ?? '').trim().split(/\s+/).filter(Boolean);
  if (texts.length === 0) return { ok: false, error: '表达式为空' };
  if (texts.length === 6) texts.push('*');
  if (texts.length !== 7)
    return { ok: false, error: '表达式须有 7 个部分（秒 分 时 日 月 周 年）' };
  const value = defaultCronValue();
  for (const [i, key] of CRON_PART_KEYS.entries()) {
    const parsed = parsePart(key, texts[i]!);
    if (!parsed.ok) return parsed;
    value[key] = parsed.part;
  }
  const normalized = normalizeDayWeek(value);
  if (!normalized) return { ok: false, error: '日和周不能同时指定，其中一个须为“不指定”(?)' };
  return { ok: true, value: normalized };
}

/**
 * Changes the mode of a part. Choosing a day-of-month mode other than `?` makes the
 * day-of-week `?` and the other way round; leaving both `?` puts the other one back to `*`.
 */
export function setPartMode(value: CronValue, key: CronPartKey, mode: CronMode): CronValue {
  if (!PART_MODES[key].includes(mode)) return value;
  const next: CronValue = { ...value, [key]: { ...value[key], mode } };
  if (key !== 'day' && key !== 'week') return next;
  const other = key === 'day' ? 'week' : 'day';
  if (mode !== 'unspecified') next[other] = { ...next[other], mode: 'unspecified' };
  else if (next[other].mode === 'unspecified') next[other] = { ...next[other], mode: 'every' };
  return next;
}

/** Changes values of a part, clamped to its bounds; the mode is left as it is. */
export function updatePart(
  value: CronValue,
  key: CronPartKey,
  patch: Partial<Omit<CronPart, 'mode'>>,
): CronValue {
  return { ...value, [key]: clampPart(key, { ...value[key], ...patch }) };
}
