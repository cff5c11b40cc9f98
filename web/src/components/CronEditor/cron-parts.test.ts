import { describe, expect, it } from 'vitest';
import {
  type Bound,
  buildCron,
  buildPart,
  CRON_BOUNDS,
  CRON_PART_KEYS,
  CRON_YEAR_RANGE,
  type CronPartKey,
  type CronValue,
  clamp,
  clampPart,
  DEFAULT_CRON_EXPRESSION,
  defaultCronValue,
  defaultPart,
  NEAREST_WEEKDAY_BOUND,
  NTH_WEEKDAY_BOUND,
  PART_MODES,
  parseCron,
  parsePart,
  setPartMode,
  updatePart,
  WEEKDAY_BOUND,
} from './cron-parts';

function parsed(expression: string): CronValue {
  const result = parseCron(expression);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function parseError(expression: string): string {
  const result = parseCron(expression);
  if (result.ok) throw new Error(`expected ${expression} to be rejected`);
  return result.error;
}

describe('cron bounds (widgets.md section 5)', () => {
  const expected: Record<CronPartKey, Record<string, Bound>> = {
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
    week: {
      step: [1, 7],
      stepStart: [1, 7],
      rangeStart: [1, 7],
      rangeEnd: [1, 7],
      specific: [1, 7],
    },
    year: {
      step: [1, 99],
      stepStart: [2019, 2119],
      rangeStart: [2019, 2119],
      rangeEnd: [2019, 2119],
      specific: [2019, 2119],
    },
  };

  it('has exactly the spec bounds for every part', () => {
    expect(CRON_BOUNDS).toEqual(expected);
    expect(CRON_YEAR_RANGE).toEqual([2019, 2119]);
    expect(NTH_WEEKDAY_BOUND).toEqual([1, 5]);
    expect(WEEKDAY_BOUND).toEqual([1, 7]);
    expect(NEAREST_WEEKDAY_BOUND).toEqual([1, 31]);
  });

  it('clamps to whole numbers within a bound', () => {
    expect(clamp(0, [1, 59])).toBe(1);
    expect(clamp(60, [1, 59])).toBe(59);
    expect(clamp(7.6, [1, 59])).toBe(8);
    expect(clamp(Number.NaN, [2019, 2119])).toBe(2019);
    expect(clamp(Number.POSITIVE_INFINITY, [0, 12])).toBe(12);
  });

  // Each bound: the value just outside is clamped on edit and rejected on parse.
  const cases: { key: CronPartKey; field: 'step' | 'stepStart' | 'rangeStart' | 'rangeEnd' }[] =
    CRON_PART_KEYS.flatMap((key) =>
      (['step', 'stepStart', 'rangeStart', 'rangeEnd'] as const).map((field) => ({ key, field })),
    );

  it.each(cases)('clamps $key $field to its bound on edit', ({ key, field }) => {
    const [min, max] = CRON_BOUNDS[key][field];
    let value = defaultCronValue();
    value = updatePart(value, key, { [field]: min - 1 });
    expect(value[key][field]).toBe(min);
    value = updatePart(value, key, { [field]: max + 1 });
    expect(value[key][field]).toBe(max);
    value = updatePart(value, key, { [field]: min });
    expect(value[key][field]).toBe(min);
    value = updatePart(value, key, { [field]: max });
    expect(value[key][field]).toBe(max);
  });

  it.each(CRON_PART_KEYS)('rejects out-of-bound %s steps, starts and ranges on parse', (key) => {
    const b = CRON_BOUNDS[key];
    const ok = (text: string) => expect(parsePart(key, text).ok, text).toBe(true);
    const bad = (text: string) => expect(parsePart(key, text).ok, text).toBe(false);
    ok(`${b.stepStart[0]}/${b.step[0]}`);
    ok(`${b.stepStart[1]}/${b.step[1]}`);
    bad(`${b.stepStart[0]}/${b.step[1] + 1}`);
    bad(`${b.stepStart[1] + 1}/${b.step[0]}`);
    if (b.stepStart[0] > 0) bad(`${b.stepStart[0] - 1}/${b.step[0]}`);
    if (b.step[0] > 0) bad(`${b.stepStart[0]}/${b.step[0] - 1}`);
    ok(`${b.rangeStart[0]}-${b.rangeEnd[1]}`);
    bad(`${b.rangeStart[1] + 1}-${b.rangeEnd[1]}`);
    bad(`${b.rangeStart[0]}-${b.rangeEnd[1] + 1}`);
    if (b.rangeStart[0] > 0) bad(`${b.rangeStart[0] - 1}-${b.rangeEnd[1]}`);
    ok(`${b.specific[0]},${b.specific[1]}`);
    bad(`${b.specific[0]},${b.specific[1] + 1}`);
    if (b.specific[0] > 0) bad(`${b.specific[0] - 1}`);
  });

  it('takes 1-59 for the second interval and range start but 0 elsewhere', () => {
    expect(parsePart('second', '0/5').ok).toBe(true);
    expect(parsePart('second', '5/0').ok).toBe(false);
    expect(parsePart('second', '0-10').ok).toBe(false);
    expect(parsePart('second', '1-0').ok).toBe(true);
    expect(parsePart('second', '0').ok).toBe(true);
    expect(parsePart('second', '0/60').ok).toBe(false);
  });

  it('lets the minute interval go up to 60', () => {
    expect(parsePart('minute', '0/60').ok).toBe(true);
    expect(parsePart('minute', '0/61').ok).toBe(false);
    expect(parsePart('minute', '60').ok).toBe(false);
  });

  it('takes month intervals from 0 and month ranges 1-12 only', () => {
    expect(parsePart('month', '1/0').ok).toBe(true);
    expect(parsePart('month', '1/12').ok).toBe(true);
    expect(parsePart('month', '1/13').ok).toBe(false);
    expect(parsePart('month', '0-12').ok).toBe(false);
    expect(parsePart('month', '1-13').ok).toBe(false);
  });

  it('keeps years within 2019-2119 and year intervals within 1-99', () => {
    expect(parsePart('year', '2018').ok).toBe(false);
    expect(parsePart('year', '2120').ok).toBe(false);
    expect(parsePart('year', '2019/100').ok).toBe(false);
    expect(parsePart('year', '2119/99').ok).toBe(true);
    expect(
      updatePart(defaultCronValue(), 'year', { specific: [2000, 2020, 2200] }).year.specific,
    ).toEqual([2020]);
  });

  it('keeps the n-th weekday within 1-5 and weekdays within 1-7', () => {
    expect(parsePart('week', '2#5').ok).toBe(true);
    expect(parsePart('week', '2#6').ok).toBe(false);
    expect(parsePart('week', '2#0').ok).toBe(false);
    expect(parsePart('week', '8#1').ok).toBe(false);
    expect(parsePart('week', '0L').ok).toBe(false);
    const value = updatePart(defaultCronValue(), 'week', { nth: 9, weekday: 0 });
    expect(value.week.nth).toBe(5);
    expect(value.week.weekday).toBe(1);
    expect(updatePart(value, 'week', { nth: 0 }).week.nth).toBe(1);
  });

  it('keeps the nearest-weekday day within 1-31', () => {
    expect(parsePart('day', '31W').ok).toBe(true);
    expect(parsePart('day', '32W').ok).toBe(false);
    expect(parsePart('day', '0W').ok).toBe(false);
    expect(updatePart(defaultCronValue(), 'day', { nearestDay: 40 }).day.nearestDay).toBe(31);
  });

  it('never builds an out-of-bound value, even from a state edited by hand', () => {
    const value = defaultCronValue();
    value.second = { ...value.second, mode: 'step', step: 0, stepStart: 70 };
    value.minute = { ...value.minute, mode: 'range', rangeStart: 0, rangeEnd: 99 };
    value.year = { ...value.year, mode: 'specific', specific: [2010, 2020, 2020, 2019] };
    expect(buildCron(value)).toBe('59/1 1-59 * * * ? 2019,2020');
  });
});

describe('buildPart', () => {
  it('writes each mode', () => {
    const p = defaultPart('second');
    expect(buildPart('second', { ...p, mode: 'every' })).toBe('*');
    expect(buildPart('second', { ...p, mode: 'step', stepStart: 5, step: 15 })).toBe('5/15');
    expect(buildPart('second', { ...p, mode: 'range', rangeStart: 10, rangeEnd: 20 })).toBe(
      '10-20',
    );
    expect(buildPart('second', { ...p, mode: 'specific', specific: [30, 5, 5, 12] })).toBe(
      '5,12,30',
    );
    expect(buildPart('second', { ...p, mode: 'specific', specific: [] })).toBe('*');
    const d = defaultPart('day');
    expect(buildPart('day', { ...d, mode: 'unspecified' })).toBe('?');
    expect(buildPart('day', { ...d, mode: 'last' })).toBe('L');
    expect(buildPart('day', { ...d, mode: 'nearestWeekday', nearestDay: 15 })).toBe('15W');
    const w = defaultPart('week');
    expect(buildPart('week', { ...w, mode: 'last', weekday: 6 })).toBe('6L');
    expect(buildPart('week', { ...w, mode: 'nth', weekday: 2, nth: 3 })).toBe('2#3');
  });

  it('falls back to every for a mode the part does not have', () => {
    expect(buildPart('hour', { ...defaultPart('hour'), mode: 'last' })).toBe('*');
  });
});

describe('parseCron ↔ buildCron', () => {
  it('defaults to every second of every day', () => {
    expect(buildCron(defaultCronValue())).toBe(DEFAULT_CRON_EXPRESSION);
    expect(DEFAULT_CRON_EXPRESSION).toBe('* * * * * ? *');
  });

  it.each([
    '* * * * * ? *',
    '0 0 12 * * ? *',
    '0/5 * * * * ? *',
    '0 15 10 ? * 2-6 *',
    '0 0/30 9-17 * * ? *',
    '0 0 0 L * ? *',
    '0 0 8 15W * ? *',
    '0 0 10 ? * 6L *',
    '0 0 10 ? * 2#1 2019-2030',
    '5,10,45 1,2 0,23 1,15,31 1,6,12 ? 2020,2025',
    '1-59 1-0 0-23 1/31 1/12 ? 2119/99',
    '59/59 59/60 23/0 ? 12/0 1/7 2019/1',
    '0 0 0 ? 1-12 1,7 2019,2119',
  ])('round-trips %s', (expression) => {
    expect(buildCron(parsed(expression))).toBe(expression);
  });

  it('round-trips every state the editor can make', () => {
    for (const key of CRON_PART_KEYS) {
      for (const mode of PART_MODES[key]) {
        let value = setPartMode(defaultCronValue(), key, mode);
        value = updatePart(value, key, { specific: [CRON_BOUNDS[key].specific[1]] });
        const text = buildCron(value);
        const back = parsed(text);
        expect(buildCron(back), `${key} ${mode}`).toBe(text);
        expect(back[key].mode, `${key} ${mode}`).toBe(value[key].mode);
      }
    }
  });

  it('reads a 6-part expression as every year', () => {
    expect(buildCron(parsed('0 0 12 * * ?'))).toBe('0 0 12 * * ? *');
  });

  it('normalises */n and names to numbers', () => {
    expect(buildCron(parsed('*/10 * * ? JAN-MAR MON-FRI *'))).toBe('0/10 * * ? 1-3 2-6 *');
    expect(buildCron(parsed('0 0 1 ? * sun#2 *'))).toBe('0 0 1 ? * 1#2 *');
    expect(buildCron(parsed('0 0 1 ? * FRIL *'))).toBe('0 0 1 ? * 6L *');
  });

  it('sorts and deduplicates specific values', () => {
    expect(buildCron(parsed('30,5,5 * * * * ? *'))).toBe('5,30 * * * * ? *');
  });

  it('makes one of day and week unspecified as Quartz needs', () => {
    expect(buildCron(parsed('0 0 12 * * * *'))).toBe('0 0 12 * * ? *');
    expect(buildCron(parsed('0 0 12 * * 2 *'))).toBe('0 0 12 ? * 2 *');
    expect(buildCron(parsed('0 0 12 ? * ? *'))).toBe('0 0 12 * * ? *');
    expect(parseError('0 0 12 1 * 2 *')).toContain('日和周不能同时指定');
  });

  it('rejects malformed expressions with a message naming the part', () => {
    expect(parseError('')).toBe('表达式为空');
    expect(parseError('* * *')).toContain('7 个部分');
    expect(parseError('* * * * * ? * *')).toContain('7 个部分');
    expect(parseError('60 * * * * ? *')).toBe('秒：60 不在 0-59 范围内');
    expect(parseError('* * 24 * * ? *')).toBe('时：24 不在 0-23 范围内');
    expect(parseError('? * * * * ? *')).toBe('秒：只有日和周可以为 ?');
    expect(parseError('* * * L * L *')).toContain('周：无法识别“L”');
    expect(parseError('* * * 1-5/2 * ? *')).toContain('日：无法识别');
    expect(parseError('* * * * * ? 2018')).toBe('年：2018 不在 2019-2119 范围内');
  });
});

describe('setPartMode', () => {
  it('makes the week unspecified when a day mode is chosen, and the other way round', () => {
    let value = setPartMode(defaultCronValue(), 'week', 'specific');
    expect(value.day.mode).toBe('unspecified');
    expect(value.week.mode).toBe('specific');
    value = setPartMode(value, 'day', 'last');
    expect(value.week.mode).toBe('unspecified');
    expect(value.day.mode).toBe('last');
  });

  it('does not leave both day and week unspecified', () => {
    const value = setPartMode(defaultCronValue(), 'day', 'unspecified');
    expect(value.day.mode).toBe('unspecified');
    expect(value.week.mode).toBe('every');
  });

  it('ignores a mode the part does not have and leaves other parts alone', () => {
    const start = defaultCronValue();
    expect(setPartMode(start, 'second', 'unspecified')).toBe(start);
    const next = setPartMode(start, 'hour', 'range');
    expect(next.hour.mode).toBe('range');
    expect(next.minute).toBe(start.minute);
  });

  it('keeps the values of other modes when switching', () => {
    let value = updatePart(defaultCronValue(), 'minute', { step: 15, stepStart: 3 });
    value = setPartMode(value, 'minute', 'specific');
    value = setPartMode(value, 'minute', 'step');
    expect(buildPart('minute', value.minute)).toBe('3/15');
  });
});

describe('clampPart', () => {
  it('drops out-of-bound specific values and resets an unknown mode', () => {
    const part = clampPart('hour', {
      ...defaultPart('hour'),
      mode: 'nth',
      specific: [25, 3, -1, 3, 0],
    });
    expect(part.specific).toEqual([0, 3]);
    expect(part.mode).toBe('every');
  });
});
