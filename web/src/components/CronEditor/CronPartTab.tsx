import { Flex, InputNumber, Radio, Select, theme } from 'antd';
import type { ReactNode } from 'react';
import {
  type Bound,
  CRON_BOUNDS,
  CRON_PART_NAMES,
  type CronMode,
  type CronPart,
  type CronPartKey,
  NEAREST_WEEKDAY_BOUND,
  NTH_WEEKDAY_BOUND,
  PART_MODES,
  WEEKDAY_BOUND,
} from './cron-parts';

/** Quartz day-of-week numbers 1-7, Sunday first. */
const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, i) => ({ value: i + 1, label }));

const UNIT: Record<CronPartKey, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '日',
  month: '月',
  week: '天',
  year: '年',
};

const EVERY_TEXT: Record<CronPartKey, string> = {
  second: '每秒',
  minute: '每分钟',
  hour: '每小时',
  day: '每日',
  month: '每月',
  week: '每周的每一天',
  year: '每年',
};

type Field = Exclude<keyof CronPart, 'mode' | 'specific'>;

const FIELD_LABEL: Record<Field, string> = {
  step: '间隔',
  stepStart: '开始于',
  rangeStart: '起始',
  rangeEnd: '结束',
  nearestDay: '日期',
  weekday: '星期',
  nth: '第几个',
};

export interface CronPartTabProps {
  partKey: CronPartKey;
  part: CronPart;
  onMode: (mode: CronMode) => void;
  /** A value of the given mode changed; the mode is selected with it. */
  onChange: (mode: CronMode, patch: Partial<Omit<CronPart, 'mode'>>) => void;
}

/** One tab of the cron modal: the choices of one expression part. */
export default function CronPartTab({ partKey, part, onMode, onChange }: CronPartTabProps) {
  const { token } = theme.useToken();
  const bounds = CRON_BOUNDS[partKey];
  const isWeek = partKey === 'week';
  const unit = UNIT[partKey];

  const number = (mode: CronMode, field: Field, bound: Bound, weekday = false) =>
    weekday ? (
      <Select
        size="small"
        style={{ width: 96 }}
        aria-label={`${CRON_PART_NAMES[partKey]}${FIELD_LABEL[field]}`}
        data-testid={`cron-${partKey}-${field}`}
        value={part[field]}
        options={WEEKDAY_OPTIONS}
        onChange={(v: number) => onChange(mode, { [field]: v })}
      />
    ) : (
      <InputNumber
        size="small"
        style={{ width: 80 }}
        aria-label={`${CRON_PART_NAMES[partKey]}${FIELD_LABEL[field]}`}
        data-testid={`cron-${partKey}-${field}`}
        min={bound[0]}
        max={bound[1]}
        precision={0}
        value={part[field]}
        onChange={(v) => {
          if (typeof v === 'number') onChange(mode, { [field]: v });
        }}
      />
    );

  const specificOptions = isWeek
    ? WEEKDAY_OPTIONS
    : Array.from({ length: bounds.specific[1] - bounds.specific[0] + 1 }, (_, i) => {
        const v = bounds.specific[0] + i;
        return { value: v, label: String(v) };
      });

  const rows: Record<CronMode, ReactNode> = {
    every: null,
    step: (
      <>
        {number('step', 'step', bounds.step)}
        <span>{unit}执行，从</span>
        {number('step', 'stepStart', bounds.stepStart, isWeek)}
        <span>{isWeek ? '开始' : `${partKey === 'hour' ? '时' : unit}开始`}</span>
      </>
    ),
    range: (
      <>
        {number('range', 'rangeStart', bounds.rangeStart, isWeek)}
        <span>到</span>
        {number('range', 'rangeEnd', bounds.rangeEnd, isWeek)}
        {isWeek ? null : <span>{partKey === 'hour' ? '时' : unit}</span>}
      </>
    ),
    specific: (
      <Select
        mode="multiple"
        size="small"
        allowClear
        placeholder="可多选"
        style={{ minWidth: 260, maxWidth: 440 }}
        data-testid={`cron-${partKey}-specific`}
        value={part.specific}
        options={specificOptions}
        onChange={(v: number[]) => onChange('specific', { specific: v })}
      />
    ),
    unspecified: null,
    last: isWeek ? number('last', 'weekday', WEEKDAY_BOUND, true) : null,
    nearestWeekday: (
      <>
        {number('nearestWeekday', 'nearestDay', NEAREST_WEEKDAY_BOUND)}
        <span>号最近的那个工作日</span>
      </>
    ),
    nth: (
      <>
        {number('nth', 'nth', NTH_WEEKDAY_BOUND)}
        <span>个</span>
        {number('nth', 'weekday', WEEKDAY_BOUND, true)}
      </>
    ),
  };

  const labels: Record<CronMode, string> = {
    every: EVERY_TEXT[partKey],
    step: '每隔',
    range: '周期从',
    specific: '指定',
    unspecified: '不指定',
    last: isWeek ? '本月最后一个' : '本月最后一天',
    nearestWeekday: '每月',
    nth: '本月第',
  };

  return (
    <Radio.Group
      value={part.mode}
      onChange={(e) => onMode(e.target.value as CronMode)}
      data-testid={`cron-tab-${partKey}`}
      style={{ width: '100%' }}
    >
      {/* The radio group sets font-size 0 for its own layout; the texts between inputs need it back. */}
      <Flex vertical gap={12} style={{ fontSize: token.fontSize }}>
        {PART_MODES[partKey].map((mode) => (
          <Flex key={mode} align="center" gap={6} wrap>
            <Radio value={mode} data-testid={`cron-${partKey}-mode-${mode}`}>
              {labels[mode]}
            </Radio>
            {rows[mode]}
          </Flex>
        ))}
      </Flex>
    </Radio.Group>
  );
}
