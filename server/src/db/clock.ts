/** Formats instants as 'YYYY-MM-DD HH:mm:ss' in one configured time zone. */
export class Clock {
  private readonly formatter: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }

  now(): number {
    return Date.now();
  }

  /** Formatting is costly (Intl) and the text changes once a second, so the last one is kept. */
  private last = { second: Number.NaN, text: '' };

  format(epochMs: number): string {
    const second = Math.floor(epochMs / 1000);
    if (second === this.last.second) return this.last.text;
    const parts: Record<string, string> = {};
    for (const p of this.formatter.formatToParts(new Date(epochMs))) parts[p.type] = p.value;
    const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
    this.last = { second, text };
    return text;
  }

  nowText(): string {
    return this.format(this.now());
  }
}
