import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Shortest time between taking a ticket and using it: a person dragging the slider. */
export const SLIDER_MIN_MS = 800;
/** Longest: the page left open. */
export const SLIDER_MAX_MS = 10 * 60_000;

/**
 * The server's half of the slider check: the page takes a ticket as the slider starts and sends
 * it with the request the slider guards. A ticket is bound to the client's IP, valid between
 * SLIDER_MIN_MS and SLIDER_MAX_MS after it was issued, and good once.
 */
export class SliderTickets {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number,
  ) {}

  private mac(ip: string, at: number, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`slider:${ip}:${at}:${nonce}`)
      .digest('base64url');
  }

  issue(ip: string): string {
    const at = this.now();
    const nonce = randomBytes(12).toString('base64url');
    return `${at}.${nonce}.${this.mac(ip, at, nonce)}`;
  }

  /** Whether the ticket is good for this client now; a good one is used up. */
  redeem(ticket: string, ip: string): boolean {
    const [atText, nonce, mac] = ticket.split('.');
    const at = Number(atText);
    if (!nonce || !mac || !Number.isSafeInteger(at)) return false;
    const expected = Buffer.from(this.mac(ip, at, nonce));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const now = this.now();
    const age = now - at;
    if (age < SLIDER_MIN_MS || age > SLIDER_MAX_MS) return false;
    this.forgetExpired(now);
    if (this.used.has(nonce)) return false;
    this.used.set(nonce, at + SLIDER_MAX_MS);
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [nonce, until] of this.used) if (until < now) this.used.delete(nonce);
  }
}
