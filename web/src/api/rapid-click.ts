/**
 * Refuses the same write sent again within the guard window, the usual cause being a
 * double click on a submit button.
 */
export const RAPID_CLICK_MESSAGE = '你点击的太快了，请慢点点击!';
const RAPID_CLICK_WINDOW_MS = 1000;

export class RapidClickGuard {
  private readonly last = new Map<string, number>();

  constructor(private readonly windowMs = RAPID_CLICK_WINDOW_MS) {}

  /** True when the request may go; records it. */
  allow(key: string, now = Date.now()): boolean {
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    this.last.set(key, now);
    if (this.last.size > 200) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [k, t] of this.last) if (now - t >= this.windowMs) this.last.delete(k);
  }
}
