import { NOTICE_TIMING } from './notice-timing';

export interface NoticeSocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

/** A pushed announcement message: released to everyone (topic) or to listed users (user). */
export interface PushedNotice {
  cmd: 'topic' | 'user';
  /** The announcement's id, when the server names it. */
  msgId: string | null;
  /** Its title. */
  msgTxt: string | null;
}

export interface NoticeSocketOptions {
  url: string;
  /** Called for pushed messages whose cmd is topic or user. */
  onNotice(notice: PushedNotice): void;
  createSocket?: (url: string) => NoticeSocketLike;
  timers?: {
    setInterval(fn: () => void, ms: number): unknown;
    clearInterval(id: unknown): void;
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout(id: unknown): void;
  };
}

const textOrNull = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A pushed `{cmd: 'topic' | 'user', msgId, msgTxt}` message; heartbeats and anything else are null. */
export function pushedNotice(raw: unknown): PushedNotice | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = JSON.parse(raw) as { cmd?: unknown; msgId?: unknown; msgTxt?: unknown } | null;
    if (parsed?.cmd !== 'topic' && parsed?.cmd !== 'user') return null;
    return { cmd: parsed.cmd, msgId: textOrNull(parsed.msgId), msgTxt: textOrNull(parsed.msgTxt) };
  } catch {
    return null;
  }
}

/** True for a pushed `{cmd: 'topic' | 'user'}` message; heartbeats and anything else are not. */
export function isNoticeMessage(raw: unknown): boolean {
  return pushedNotice(raw) !== null;
}

/**
 * The announcement push connection: sends HeartBeat every 20000 ms, reconnects 5000 ms after an
 * error or a close, and reports topic/user messages. `stop()` ends it for good.
 */
export class NoticeSocket {
  private socket: NoticeSocketLike | null = null;
  private heartbeat: unknown = null;
  private reconnect: unknown = null;
  private stopped = false;
  private readonly timers: NonNullable<NoticeSocketOptions['timers']>;

  constructor(private readonly options: NoticeSocketOptions) {
    this.timers = options.timers ?? {
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
  }

  start(): void {
    if (this.stopped) return;
    const create =
      this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as NoticeSocketLike);
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.heartbeat = this.timers.setInterval(
        () => socket.send('HeartBeat'),
        NOTICE_TIMING.heartBeatMs,
      );
    };
    socket.onmessage = (event) => {
      const notice = pushedNotice(event.data);
      if (notice) this.options.onNotice(notice);
    };
    const lost = () => this.scheduleReconnect(socket);
    socket.onclose = lost;
    socket.onerror = lost;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.socket) {
      this.socket.onclose = null;
      this.socket.onerror = null;
      this.socket.close();
      this.socket = null;
    }
  }

  private scheduleReconnect(socket: NoticeSocketLike): void {
    if (this.stopped || this.socket !== socket) return;
    this.socket = null;
    this.clearTimers();
    this.reconnect = this.timers.setTimeout(() => this.start(), NOTICE_TIMING.reconnectMs);
  }

  private clearTimers(): void {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    if (this.reconnect !== null) this.timers.clearTimeout(this.reconnect);
    this.heartbeat = null;
    this.reconnect = null;
  }
}
