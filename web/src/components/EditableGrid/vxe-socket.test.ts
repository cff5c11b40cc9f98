import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseVxeMessage,
  readTableUpdate,
  type SocketLike,
  tableUpdateMessage,
  type VxeMessage,
  VxeSocketClient,
  vxeSocketUrl,
} from './vxe-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
}

describe('vxe socket messages', () => {
  it('builds the socket URL from the page location and the API base', () => {
    const loc = { protocol: 'https:', host: 'jy.example.cn' };
    expect(vxeSocketUrl(loc, '/api', 'u1', 'page 1', 't/k')).toBe(
      'wss://jy.example.cn/api/vxeSocket/u1/page%201?token=t%2Fk',
    );
    expect(
      vxeSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/', 'u', 'p', 't'),
    ).toBe('ws://localhost:3000/api/vxeSocket/u/p?token=t');
    expect(vxeSocketUrl(loc, 'http://other:8080/api', 'u', 'p', 't')).toBe(
      'ws://other:8080/api/vxeSocket/u/p?token=t',
    );
  });

  it('ignores unparsable messages', () => {
    expect(parseVxeMessage('not json')).toBeNull();
    expect(parseVxeMessage('"text"')).toBeNull();
    expect(parseVxeMessage('{"data":1}')).toBeNull();
    expect(parseVxeMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseVxeMessage('{"type":"heart_beat","data":""}')).toEqual({
      type: 'heart_beat',
      data: '',
    });
  });

  it('reads table updates with args as a list or an object, and writes them as a list', () => {
    const row = { id: 'r1', name: 'x' };
    expect(readTableUpdate({ socketKey: 'k', args: [row, 'case1'] })).toEqual({
      socketKey: 'k',
      row,
      caseId: 'case1',
    });
    expect(readTableUpdate({ socketKey: 'k', args: { row, caseId: 'c' } })?.caseId).toBe('c');
    expect(readTableUpdate({ socketKey: 'k', args: [{ name: 'no id' }] })).toBeNull();
    const message = tableUpdateMessage(
      'k',
      { ...row, tug_status: { caseId: null, time: 1, highlight: true } },
      'me',
    );
    expect(message).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'k', args: [row, 'me'] },
    });
  });
});

describe('vxe socket client', () => {
  let sockets: FakeSocket[];
  let received: VxeMessage[];
  let client: VxeSocketClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    received = [];
    client = new VxeSocketClient({
      url: () => 'ws://h/api/vxeSocket/u/p?token=t',
      onMessage: (m) => received.push(m),
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    });
    client.connect();
  });

  afterEach(() => {
    client.dispose();
    vi.useRealTimers();
  });

  it('sends a heartbeat every 10 s and keeps the socket while replies come', () => {
    const s = sockets[0]!;
    s.open();
    vi.advanceTimersByTime(10_000);
    expect(s.sent.map((m) => JSON.parse(m).type)).toEqual(['heart_beat']);
    vi.advanceTimersByTime(3000);
    s.receive(JSON.stringify({ type: 'heart_beat', data: 'pong' }));
    vi.advanceTimersByTime(7000);
    expect(s.sent).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    s.receive(JSON.stringify({ type: 'heart_beat', data: 'pong' }));
    vi.advanceTimersByTime(8999);
    expect(s.closed).toBe(false);
    expect(sockets).toHaveLength(1);
    // The heartbeat reply is not passed on.
    expect(received).toEqual([]);
  });

  it('reconnects 5 s after a heartbeat goes unanswered for 6 s', () => {
    sockets[0]!.open();
    vi.advanceTimersByTime(10_000 + 5999);
    expect(sockets[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error or a close, once per failure', () => {
    const s = sockets[0]!;
    s.open();
    s.onerror?.({});
    s.onclose?.({});
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onclose?.({});
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(3);
  });

  it('passes parsed messages on and ignores unparsable ones', () => {
    const s = sockets[0]!;
    s.open();
    s.receive('garbage{');
    s.receive(JSON.stringify({ type: 'common_send_date', data: { key: 'k', args: [1] } }));
    expect(received).toEqual([{ type: 'common_send_date', data: { key: 'k', args: [1] } }]);
  });

  it('stops reconnecting once disposed', () => {
    sockets[0]!.open();
    client.dispose();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(true);
  });
});
