/** Grid socket messages `{type, data}` (widgets.md section 4, "Real-time grid"). */
interface VxeMessage {
  type: string;
  data: unknown;
}

/** Message types passed on to the page's other sockets. */
export const BROADCAST_TYPES: ReadonlySet<string> = new Set([
  'update_vxe_table',
  'common_send_date',
]);

export const HEART_BEAT = 'heart_beat';

/** A `{type, data}` object, or null for anything unparsable (which is ignored). */
export function parseVxeMessage(text: string): VxeMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { type, data } = value as { type?: unknown; data?: unknown };
    return typeof type === 'string' ? { type, data: data ?? null } : null;
  } catch {
    return null;
  }
}
