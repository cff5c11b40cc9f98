import { useState } from 'react';
import { newRowId } from './row-ops';
import type { GridRow } from './types';
import { useVxeSocket } from './use-vxe-socket';
import { readTableUpdate, tableUpdateMessage, type VxeMessage } from './vxe-socket';

export interface GridSocketOptions {
  userId: string | null | undefined;
  pageId: string;
  /** Identifies this table among the page's grids; default the page id. */
  socketKey?: string;
}

export interface GridSocket {
  /** Undefined without a socket. */
  status: 'open' | 'closed' | undefined;
  /** Tells the page's other sockets that a row changed. */
  sendRow(row: GridRow): void;
}

/**
 * A grid's real-time link: its row edits go out as update_vxe_table, and updates from other
 * pages of the same table replace the row (updates from this grid itself are ignored by case id).
 */
export function useGridSocket(
  options: GridSocketOptions | undefined,
  caseIdProp: string | undefined,
  apply: (row: GridRow, caseId: string | null) => void,
  onOther?: (message: VxeMessage) => void,
): GridSocket {
  const [caseId] = useState(() => caseIdProp ?? newRowId());
  const socketKey = options?.socketKey ?? options?.pageId ?? '';
  const socket = useVxeSocket(options?.userId, options?.pageId, (message) => {
    if (message.type !== 'update_vxe_table') {
      onOther?.(message);
      return;
    }
    const update = readTableUpdate(message.data);
    if (!update || update.socketKey !== socketKey || update.caseId === caseId) return;
    apply(update.row, update.caseId);
  });
  return {
    status: options ? (socket.connected ? 'open' : 'closed') : undefined,
    sendRow: (row) => {
      if (options) socket.send(tableUpdateMessage(socketKey, row, caseId));
    },
  };
}
