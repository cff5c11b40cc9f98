/** Number cells (widgets.md section 5): only an optional minus, digits and one decimal point. */
const NUMBER_TYPING = /^-?\d*\.?\d*$/;
const NUMBER_VALUE = /^-?(\d+\.?\d*|\.\d+)$/;

/** The text after a keystroke: the typed text when allowed, else the previous text (reverted). */
export function acceptNumberTyping(previous: string, typed: string): string {
  return NUMBER_TYPING.test(typed) ? typed : previous;
}

/** On blur an invalid value becomes empty and a valid one becomes a number. */
export function numberOnBlur(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = value === undefined || value === null ? '' : String(value).trim();
  return NUMBER_VALUE.test(text) ? Number(text) : '';
}
