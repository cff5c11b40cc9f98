import { useCallback, useEffect, useRef, useState } from 'react';
import { appConfig } from '../../config';
import { noticePreferences } from '../../stores/notice-preferences';
import { showDesktopNotification } from '../../utils/desktop-notification';
import { apiSocketUrl } from '../EditableGrid/vxe-socket';
import { desktopNoticeFor } from './desktop-notice';
import { type NoticeLists, noticeApi } from './notice-api';
import { NoticeSocket, type PushedNotice } from './notice-socket';
import { NOTICE_TIMING } from './notice-timing';

/**
 * The signed-in user's unread announcements: polled every 6000 ms (a failed load stops the
 * polling silently) and reloaded at once when the push connection reports one. With 桌面通知
 * on (账号设置 → 新消息通知), a pushed announcement that is now unread also shows as a desktop
 * notification; clicking it calls `onDesktopClick` with the announcement's id.
 */
export function useNotices(
  userId: string | undefined,
  token: string | null,
  onDesktopClick?: (anntId: string) => void,
) {
  const [lists, setLists] = useState<NoticeLists | null>(null);
  const clickRef = useRef(onDesktopClick);
  clickRef.current = onDesktopClick;
  const reload = useCallback(async (): Promise<NoticeLists | null> => {
    try {
      const loaded = await noticeApi.listByUser();
      setLists(loaded);
      return loaded;
    } catch {
      // a push-triggered reload that fails leaves the last lists
      return null;
    }
  }, []);
  const onPush = useCallback(
    async (pushed: PushedNotice) => {
      const loaded = await reload();
      if (!noticePreferences.desktop()) return;
      const notice = desktopNoticeFor(pushed, loaded);
      if (notice && pushed.msgId) {
        const id = pushed.msgId;
        showDesktopNotification(notice, () => clickRef.current?.(id));
      }
    },
    [reload],
  );

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
      onNotice: (pushed) => void onPush(pushed),
    });
    socket.start();
    return () => socket.stop();
  }, [userId, token, onPush]);

  return { lists, reload };
}
