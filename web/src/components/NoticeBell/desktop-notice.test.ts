// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { desktopNoticeFor } from './desktop-notice';
import type { NoticeItem, NoticeLists } from './notice-api';

const item = (id: string, over: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  titile: `通告${id}`,
  msgAbstract: null,
  priority: 'L',
  msgCategory: '1',
  sender: '管理员',
  sendTime: '2026-01-02 09:00:00',
  openType: null,
  openPage: null,
  createTime: '2026-01-02 09:00:00',
  ...over,
});

const lists = (annt: NoticeItem[], sys: NoticeItem[] = []): NoticeLists => ({
  anntMsgList: annt,
  anntMsgTotal: annt.length,
  sysMsgList: sys,
  sysMsgTotal: sys.length,
});

describe('the desktop notice of a push', () => {
  it('announces a pushed announcement that is now unread, with its priority and abstract', () => {
    const notice = desktopNoticeFor(
      { cmd: 'topic', msgId: 'a1', msgTxt: '通告a1' },
      lists([item('a1', { priority: 'H', msgAbstract: '请于周五前完成填报' })]),
    );
    expect(notice).toEqual({
      title: '新通知公告',
      body: '【紧急】通告a1\n请于周五前完成填报',
      tag: 'annt-a1',
    });
  });

  it('calls a system message a system message', () => {
    const notice = desktopNoticeFor(
      { cmd: 'user', msgId: 's1', msgTxt: null },
      lists([], [item('s1', { msgCategory: '2' })]),
    );
    expect(notice?.title).toBe('新系统消息');
    expect(notice?.body).toBe('【一般】通告s1');
  });

  it('stays quiet for a revoke (no longer in the lists), a push without an id, or no lists', () => {
    const unread = lists([item('a1')]);
    expect(desktopNoticeFor({ cmd: 'user', msgId: 'gone', msgTxt: '已撤销' }, unread)).toBeNull();
    expect(desktopNoticeFor({ cmd: 'topic', msgId: null, msgTxt: 'x' }, unread)).toBeNull();
    expect(desktopNoticeFor({ cmd: 'topic', msgId: 'a1', msgTxt: 'x' }, null)).toBeNull();
  });
});
