import type { DesktopNotice } from '../../utils/desktop-notification';
import { type NoticeLists, PRIORITY_TAGS } from './notice-api';
import type { PushedNotice } from './notice-socket';

/**
 * The desktop notification for a push, read against the unread lists loaded after it: only an
 * announcement the user now has unread is announced (a revoke is pushed too, and is not).
 */
export function desktopNoticeFor(
  pushed: PushedNotice,
  lists: NoticeLists | null,
): DesktopNotice | null {
  if (!pushed.msgId || !lists) return null;
  const system = lists.sysMsgList.find((i) => i.id === pushed.msgId);
  const item = system ?? lists.anntMsgList.find((i) => i.id === pushed.msgId);
  if (!item) return null;
  const priority = PRIORITY_TAGS[item.priority]?.text;
  return {
    title: system ? '新系统消息' : '新通知公告',
    body: [`${priority ? `【${priority}】` : ''}${item.titile}`, item.msgAbstract]
      .filter(Boolean)
      .join('\n'),
    tag: `annt-${item.id}`,
  };
}
