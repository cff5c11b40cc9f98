import { useEffect, useRef, useState } from 'react';
import { appConfig } from '../../config';
import { useSession } from '../../stores/session';
import { type VxeMessage, VxeSocketClient, vxeSocketUrl } from './vxe-socket';

export interface VxeSocket {
  connected: boolean;
  /** Sends `{type, data}`; false when the socket is not open. */
  send(message: VxeMessage): boolean;
}

/**
 * The real-time grid socket of `userId` on `pageId`, authenticated by the session token. Off
 * while the user id, page id or token is missing.
 */
export function useVxeSocket(
  userId: string | null | undefined,
  pageId: string | null | undefined,
  onMessage: (message: VxeMessage) => void,
): VxeSocket {
  const token = useSession((s) => s.token);
  const [connected, setConnected] = useState(false);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const client = useRef<VxeSocketClient | null>(null);

  useEffect(() => {
    if (!userId || !pageId || !token) return;
    const socket = new VxeSocketClient({
      url: () => vxeSocketUrl(window.location, appConfig.apiBase, userId, pageId, token),
      onMessage: (message) => handler.current(message),
      onStatus: setConnected,
    });
    client.current = socket;
    socket.connect();
    return () => {
      socket.dispose();
      if (client.current === socket) client.current = null;
      setConnected(false);
    };
  }, [userId, pageId, token]);

  const sender = useRef<VxeSocket['send']>((message) => client.current?.send(message) ?? false);
  return { connected, send: sender.current };
}
