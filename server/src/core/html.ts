import escapeHtml from 'escape-html';

/** HTML built with `html`: every value put into it was escaped. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const part = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(part).join('');
  return escapeHtml(String(value ?? ''));
};

/**
 * A tagged template for HTML assembled from record values: every interpolation is escaped, so a
 * title such as `<img onerror=…>` reads as text. `SafeHtml` values (and arrays of them) are
 * kept as they are.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), ''),
  );
}
