import { useCallback, useEffect, useState } from 'react';
import { appConfig } from '../../config';
import { apiSocketUrl } from '../EditableGrid/vxe-socket';
import { type NoticeLists, noticeApi } from './notice-api';
import { NoticeSocket } from './notice-socket';
import { NOTICE_TIMING } from './notice-timing';

/**
 * The signed-in user's unread announcements: polled every 6000 ms (a failed load stops the
 * polling silently) and reloaded at once when the push connection reports one.
 */
export function useNotices(userId: string | undefined, token: string | null) {
  const [lists, setLists] = useState<NoticeLists | null>(null);
  const reload = useCallback(async () => {
    try {
      setLists(await noticeApi.listByUser());
    } catch {
      // a push-triggered reload that fails leaves the last lists
    }
  }, []);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const load = () =>
      noticeApi
        .listByUser()
        .then((l) => {
          if (!stopped) setLists(l);
        })
        .catch(() => {
          stopped = true;
          clearInterval(timer);
        });
    const timer = setInterval(() => void load(), NOTICE_TIMING.pollMs);
    void load();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [userId]);

  useEffect(() => {
    if (!userId || !token) return;
    const path = `/websocket/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
    const socket = new NoticeSocket({
      url: apiSocketUrl(window.location, appConfig.apiBase, path),
      onNotice: () => void reload(),
    });
    socket.start();
    return () => socket.stop();
  }, [userId, token, reload]);

  return { lists, reload };
}
