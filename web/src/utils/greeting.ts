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
