import type { SessionService } from '../auth/session-service.js';

/** The part of a WebSocket the tracker uses. */
interface TrackedSocket {
  close(code: number, reason: string): void;
  on(event: 'close', listener: () => void): unknown;
}

/** How often open sockets' sessions are checked: a revoked session's sockets close within it. */
const SWEEP_MS = 400;
export const CLOSE_SESSION_ENDED = 4401;
const SESSION_ENDED = 'Token失效，请重新登录';

/**
 * The open sockets of each session. Every sweep asks the database which of their sessions are
 * still valid and closes the sockets of the rest, so logout, freeze, password change, deletion
 * and expiry end them whichever instance or code path revoked the session.
 */
export class SocketSessions {
  private readonly bySession = new Map<string, Set<TrackedSocket>>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly sessions: SessionService,
    private readonly intervalMs = SWEEP_MS,
  ) {}

  track(sessionId: string, socket: TrackedSocket): void {
    const sockets = this.bySession.get(sessionId) ?? new Set<TrackedSocket>();
    sockets.add(socket);
    this.bySession.set(sessionId, sockets);
    socket.on('close', () => this.untrack(sessionId, socket));
    if (!this.timer) {
      // A sweep that fails (the database busy or closing) is simply retried by the next one.
      this.timer = setInterval(() => this.sweep().catch(() => undefined), this.intervalMs);
      this.timer.unref();
    }
  }

  private untrack(sessionId: string, socket: TrackedSocket): void {
    const sockets = this.bySession.get(sessionId);
    sockets?.delete(socket);
    if (sockets && !sockets.size) this.bySession.delete(sessionId);
    if (!this.bySession.size) this.stop();
  }

  /** Closes the sockets whose session is no longer valid. */
  async sweep(): Promise<void> {
    if (this.sweeping || !this.bySession.size) return;
    this.sweeping = true;
    try {
      const ids = [...this.bySession.keys()];
      const live = await this.sessions.liveSessionIds(ids);
      for (const id of ids) {
        if (live.has(id)) continue;
        for (const socket of this.bySession.get(id) ?? []) {
          socket.close(CLOSE_SESSION_ENDED, SESSION_ENDED);
        }
      }
    } finally {
      this.sweeping = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
