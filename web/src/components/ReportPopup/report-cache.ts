/** getData answers are kept this long per popup group (widgets.md section 9). */
export const REPORT_CACHE_MS = 30_000;

/** Report answers by group, report and parameters, each valid for `ttl` ms. */
export class ReportCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();

  constructor(
    private readonly ttl = REPORT_CACHE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  static key(groupId: string, reportId: string, params: Record<string, string | number>): string {
    const sorted = Object.keys(params)
      .sort()
      .map((k) => [k, String(params[k])]);
    return `${groupId}\u0000${reportId}\u0000${JSON.stringify(sorted)}`;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.ttl) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { at: this.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }
}
