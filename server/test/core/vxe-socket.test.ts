import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VxeHub } from '../../src/core/realtime/vxe-hub.js';
import { parseVxeMessage } from '../../src/core/realtime/vxe-messages.js';
import { ADMIN_PASSWORD, createUser, login, useTestApp } from '../helpers/test-app.js';

// Channels are pages by component name: 组件示例 (WidgetShowcase), a development page.
const t = useTestApp({ env: { WIDGET_SHOWCASE: '1' } });
let base = '';
let admin: { id: string; token: string };
let other: { id: string; token: string };

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/vxeSocket`;
  const a = await login(t.app, 'admin', ADMIN_PASSWORD);
  admin = { id: a.userInfo.id, token: a.token };
  const u = await createUser(t.ctx, { username: 'vxe_staff', roles: ['staff'] });
  const o = await login(t.app, u.username, u.password);
  other = { id: u.id, token: o.token };
});

interface Client {
  ws: WebSocket;
  messages: unknown[];
  /** The next message (already received or still to come), parsed. */
  next(timeoutMs?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(url, { headers });
  const messages: unknown[] = [];
  const waiters: Array<(m: unknown) => void> = [];
  ws.on('message', (data) => {
    const parsed = JSON.parse(data.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter) waiter(parsed);
    else messages.push(parsed);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: Client = {
    ws,
    messages,
    closed,
    next: (timeoutMs = 2000) =>
      messages.length > 0
        ? Promise.resolve(messages.shift())
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
            waiters.push((m) => {
              clearTimeout(timer);
              resolve(m);
            });
          }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

const send = (c: Client, message: unknown) => c.ws.send(JSON.stringify(message));

describe('grid socket /vxeSocket/{userId}/{pageId}', () => {
  it('refuses a socket without a token, or with an invalid one, with 4401', async () => {
    const anonymous = await connect(`${base}/${admin.id}/page1`);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: '未登录，请先登录' });
    const forged = await connect(`${base}/${admin.id}/page1?token=not-a-session`);
    expect((await forged.closed).code).toBe(4401);
  });

  it("refuses another user's channel with 4403", async () => {
    const c = await connect(`${base}/${admin.id}/WidgetShowcase?token=${other.token}`);
    expect(await c.closed).toEqual({ code: 4403, reason: '只能订阅自己的频道' });
  });

  it("refuses a page outside the user's menus with 4403", async () => {
    // 组件示例 is an administrator's page; staff do not have it, and no menu is named so.
    const staffOnAdminPage = await connect(
      `${base}/${other.id}/WidgetShowcase?token=${other.token}`,
    );
    expect(await staffOnAdminPage.closed).toEqual({ code: 4403, reason: '没有该页面的权限' });
    const made = await connect(`${base}/${admin.id}/no-such-page?token=${admin.token}`);
    expect((await made.closed).code).toBe(4403);
  });

  it('answers heart_beat, with the token in the query or the X-Access-Token header', async () => {
    const c = await connect(`${base}/${admin.id}/WidgetShowcase?token=${admin.token}`);
    send(c, { type: 'heart_beat', data: 'ping' });
    expect(await c.next()).toEqual({ type: 'heart_beat', data: 'ping' });
    c.ws.close();
    const h = await connect(`${base}/${other.id}/AccountCenter`, { 'X-Access-Token': other.token });
    send(h, { type: 'heart_beat', data: '' });
    expect(await h.next()).toEqual({ type: 'heart_beat', data: '' });
    h.ws.close();
  });

  it("broadcasts updates to the same user's other sockets on the same page only", async () => {
    const sender = await connect(`${base}/${admin.id}/AccountCenter?token=${admin.token}`);
    const sameUser = await connect(`${base}/${admin.id}/AccountCenter?token=${admin.token}`);
    const otherUser = await connect(`${base}/${other.id}/AccountCenter?token=${other.token}`);
    const elsewhere = await connect(`${base}/${admin.id}/WidgetShowcase?token=${admin.token}`);

    // Garbage is ignored and does not close the socket.
    sender.ws.send('{not json');
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'k', args: [{ id: 'r1', name: '新名称' }, 'case-1'] },
    };
    send(sender, update);
    expect(await sameUser.next()).toEqual(update);
    const common = { type: 'common_send_date', data: { key: 'reload', args: [1] } };
    send(sender, common);
    expect(await sameUser.next()).toEqual(common);

    // Neither the sender, another user on the page, nor another page receives them; a
    // heartbeat on each proves the order.
    for (const c of [sender, otherUser, elsewhere]) {
      send(c, { type: 'heart_beat', data: 'after' });
      expect(await c.next()).toEqual({ type: 'heart_beat', data: 'after' });
      expect(c.messages).toEqual([]);
    }
    for (const c of [sender, sameUser, otherUser, elsewhere]) c.ws.close();
  });
});

describe('grid socket hub', () => {
  it('leaves closed peers out and forgets empty pages', () => {
    const hub = new VxeHub();
    const got: string[] = [];
    const a = { readyState: 1, send: (d: string) => got.push(`a:${d}`) };
    const b = { readyState: 1, send: (d: string) => got.push(`b:${d}`) };
    const closed = { readyState: 3, send: (d: string) => got.push(`c:${d}`) };
    hub.join('p', a);
    hub.join('p', b);
    hub.join('p', closed);
    expect(hub.broadcast('p', a, 'x')).toBe(1);
    expect(got).toEqual(['b:x']);
    hub.leave('p', a);
    hub.leave('p', b);
    hub.leave('p', closed);
    expect(hub.size('p')).toBe(0);
  });

  it('parses only {type, data} objects', () => {
    expect(parseVxeMessage('[1]')).toBeNull();
    expect(parseVxeMessage('{"type":1}')).toBeNull();
    expect(parseVxeMessage('{"type":"heart_beat"}')).toEqual({ type: 'heart_beat', data: null });
  });
});
