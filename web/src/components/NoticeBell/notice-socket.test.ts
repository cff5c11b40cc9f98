import { describe, expect, it, vi } from 'vitest';
import {
  isNoticeMessage,
  NoticeSocket,
  type NoticeSocketLike,
  pushedNotice,
} from './notice-socket';

function fakeSocket() {
  const sent: string[] = [];
  const socket: NoticeSocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (d) => sent.push(d),
    close: vi.fn(),
  };
  return { socket, sent };
}

describe('notice socket', () => {
  it('recognises topic and user pushes only', () => {
    expect(isNoticeMessage('{"cmd":"topic","msgId":"1"}')).toBe(true);
    expect(isNoticeMessage('{"cmd":"user"}')).toBe(true);
    expect(isNoticeMessage('HeartBeat')).toBe(false);
    expect(isNoticeMessage('{"cmd":"other"}')).toBe(false);
    expect(isNoticeMessage(42)).toBe(false);
  });

  it('reads the announcement a push names', () => {
    expect(pushedNotice('{"cmd":"user","msgId":"a1","msgTxt":"停电通知"}')).toEqual({
      cmd: 'user',
      msgId: 'a1',
      msgTxt: '停电通知',
    });
    expect(pushedNotice('{"cmd":"topic"}')).toEqual({ cmd: 'topic', msgId: null, msgTxt: null });
    expect(pushedNotice('null')).toBeNull();
    expect(pushedNotice('HeartBeat')).toBeNull();
  });

  it('beats every 20000 ms, reports pushes, and reconnects 5000 ms after a close', () => {
    vi.useFakeTimers();
    try {
      const sockets: ReturnType<typeof fakeSocket>[] = [];
      const onNotice = vi.fn();
      const client = new NoticeSocket({
        url: 'ws://x/api/websocket/u1?token=t',
        onNotice,
        createSocket: () => {
          const s = fakeSocket();
          sockets.push(s);
          return s.socket;
        },
      });
      client.start();
      sockets[0]!.socket.onopen?.();
      vi.advanceTimersByTime(20_000);
      expect(sockets[0]!.sent).toEqual(['HeartBeat']);
      sockets[0]!.socket.onmessage?.({ data: '{"cmd":"topic"}' });
      sockets[0]!.socket.onmessage?.({ data: 'HeartBeat' });
      expect(onNotice).toHaveBeenCalledTimes(1);
      expect(onNotice).toHaveBeenCalledWith({ cmd: 'topic', msgId: null, msgTxt: null });

      sockets[0]!.socket.onclose?.();
      vi.advanceTimersByTime(4999);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(2);

      client.stop();
      sockets[1]!.socket.onclose?.();
      vi.advanceTimersByTime(10_000);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
