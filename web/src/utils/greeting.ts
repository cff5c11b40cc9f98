/**
 * The header greeting by hour (shell-and-system.md section 9): before 9 morning; until 11
 * forenoon; until 13 noon; before 20 afternoon; otherwise evening. "Until 11" includes the
 * whole of hour 11, so the bands are 0–8, 9–11, 12–13, 14–19 and 20–23.
 */
export function timeFix(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

export const WELCOME_PHRASES = [
  '休息一会儿吧',
  '准备吃什么呢?',
  '要不要打一把 DOTA',
  '我猜你可能累了',
] as const;

/** One of a few friendly phrases, chosen at random; `random` returns a number in [0, 1). */
export function welcome(random: () => number = Math.random): string {
  const index = Math.floor(random() * WELCOME_PHRASES.length);
  // Guard against a random source that returns 1 (or more) or a negative number.
  const clamped = Math.min(Math.max(index, 0), WELCOME_PHRASES.length - 1);
  return WELCOME_PHRASES[clamped] ?? WELCOME_PHRASES[0];
}
