import dayjs from 'dayjs';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** "A month" for relative times: 30 calendar days. */
const MONTH_DAYS = 30;

/**
 * A past moment relative to now (shell-and-system.md section 9): under a minute 刚刚; under an
 * hour N分钟前; under a day N小时前; the previous calendar day 昨天; under 30 calendar days
 * N天前; otherwise the full date YYYY-MM-DD. Future moments (clock skew) read 刚刚.
 *
 * Strings such as the server's 'YYYY-MM-DD HH:mm:ss' are read as local time. An unreadable
 * value is returned as given (a string) or as an empty string.
 */
export function relativeTime(value: string | number | Date, now: Date = new Date()): string {
  const time = dayjs(value);
  if (!time.isValid()) return typeof value === 'string' ? value : '';

  const current = dayjs(now);
  const elapsed = current.valueOf() - time.valueOf();
  if (elapsed < MINUTE_MS) return '刚刚';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`;

  const calendarDays = current.startOf('day').diff(time.startOf('day'), 'day');
  if (calendarDays === 1) return '昨天';
  if (calendarDays < MONTH_DAYS) return `${calendarDays}天前`;
  return time.format('YYYY-MM-DD');
}
