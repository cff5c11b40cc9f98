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

  format(epochMs: number): string {
    const parts: Record<string, string> = {};
    for (const p of this.formatter.formatToParts(new Date(epochMs))) parts[p.type] = p.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  }

  nowText(): string {
    return this.format(this.now());
  }
}
