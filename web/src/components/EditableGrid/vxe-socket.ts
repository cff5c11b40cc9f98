import type { GridRow } from './types';

/** Grid socket timings (widgets.md section 9). */
export const VXE_HEARTBEAT_MS = 10_000;
export const VXE_REPLY_TIMEOUT_MS = 6000;
export const VXE_RECONNECT_MS = 5000;

export type VxeMessageType = 'heart_beat' | 'common_send_date' | 'update_vxe_table';

export interface VxeMessage {
  type: VxeMessageType | (string & {});
  data: unknown;
}

export interface CommonSendData {
  key: string;
  args: unknown[];
}

export interface UpdateTableData {
  socketKey: string;
  row: GridRow;
  caseId: string | null;
}

/** `{apiBase}/vxeSocket/{userId}/{pageId}?token=…` as a ws(s) URL, relative bases resolved on the page's host. */
export function vxeSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  apiBase: string,
  userId: string,
  pageId: string,
  token: string,
): string {
  const path = `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?token=${encodeURIComponent(token)}`;
  return apiSocketUrl(location, apiBase, path);
}

/** `{apiBase}{path}` as a ws(s) URL; a relative base is resolved on the page's host. */
export function apiSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  apiBase: string,
  path: string,
): string {
  if (/^https?:\/\//i.test(apiBase)) {
    return `${apiBase.replace(/^http/i, 'ws').replace(/\/+$/, '')}${path}`;
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = apiBase.startsWith('/') ? apiBase : `/${apiBase}`;
  return `${scheme}//${location.host}${base.replace(/\/+$/, '')}${path}`;
}

/** A message `{type, data}`, or null for anything unparsable. */
export function parseVxeMessage(raw: unknown): VxeMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { type, data } = value as { type?: unknown; data?: unknown };
    return typeof type === 'string' ? { type, data } : null;
  } catch {
    return null;
  }
}

function isRow(value: unknown): value is GridRow {
  return typeof value === 'object' && value !== null && typeof (value as GridRow).id === 'string';
}

/** The row and case id of an update_vxe_table message; `args` is `[row, caseId]` or `{row, caseId}`. */
export function readTableUpdate(data: unknown): UpdateTableData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { socketKey, args } = data as { socketKey?: unknown; args?: unknown };
  if (typeof socketKey !== 'string') return null;
  let row: unknown;
  let caseId: unknown;
  if (Array.isArray(args)) [row, caseId] = args;
  else if (typeof args === 'object' && args !== null) {
    ({ row, caseId } = args as { row?: unknown; caseId?: unknown });
  }
  if (!isRow(row)) return null;
  return { socketKey, row, caseId: typeof caseId === 'string' ? caseId : null };
}

export function readCommonSend(data: unknown): CommonSendData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { key, args } = data as { key?: unknown; args?: unknown };
  if (typeof key !== 'string') return null;
  return { key, args: Array.isArray(args) ? args : args === undefined ? [] : [args] };
}

export function tableUpdateMessage(socketKey: string, row: GridRow, caseId: string): VxeMessage {
  const { tug_status: _ignored, ...plain } = row;
  return { type: 'update_vxe_table', data: { socketKey, args: [plain, caseId] } };
}

/** The minimal WebSocket surface the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export interface VxeSocketOptions {
  url: () => string;
  onMessage: (message: VxeMessage) => void;
  onStatus?: (connected: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  heartbeatMs?: number;
  replyTimeoutMs?: number;
  reconnectMs?: number;
}

const OPEN = 1;

/**
 * The grid's socket: a heartbeat every 10 s answered within 6 s, and a reconnect 5 s after an
 * error, a close or a heartbeat time-out. Unparsable messages are ignored.
 */
export class VxeSocketClient {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(private readonly options: VxeSocketOptions) {}

  connect(): void {
    if (this.disposed) return;
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.(true);
      this.startHeartbeat();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.drop(socket);
    socket.onclose = () => this.drop(socket);
  }

  send(message: VxeMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.stopTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private receive(raw: unknown): void {
    const message = parseVxeMessage(raw);
    if (!message) return;
    if (message.type === 'heart_beat') {
      this.clearReply();
      return;
    }
    this.options.onMessage(message);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (!this.send({ type: 'heart_beat', data: '' })) return;
      this.clearReply();
      this.replyTimer = setTimeout(() => {
        const socket = this.socket;
        if (socket) this.drop(socket);
      }, this.options.replyTimeoutMs ?? VXE_REPLY_TIMEOUT_MS);
    }, this.options.heartbeatMs ?? VXE_HEARTBEAT_MS);
  }

  /** Forgets a failed socket and reconnects later; repeated events of one socket count once. */
  private drop(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    this.stopTimers();
    this.options.onStatus?.(false);
    try {
      socket.close();
    } catch {
      // already closed
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, this.options.reconnectMs ?? VXE_RECONNECT_MS);
  }

  private clearReply(): void {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private stopTimers(): void {
    this.stopHeartbeat();
    this.clearReply();
    if (this.disposed && this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
  }
}
