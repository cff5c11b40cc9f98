import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/**
 * Sockets do not outlive their session: logout, freeze, a password change and deletion close
 * the user's sockets of both kinds within a second; and a grid channel is one user's on one
 * page they hold.
 */
const t = useTestApp();
let wsBase = '';
let admin: Record<string, string>;

interface Socket {
  ws: WebSocket;
  received: string[];
  closed: Promise<{ code: number; at: number }>;
}

function open(url: string): Promise<Socket> {
  const ws = new WebSocket(url);
  const received: string[] = [];
  ws.on('message', (data) => received.push(data.toString()));
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, received, closed }));
    ws.once('error', reject);
  });
}

/** The two socket kinds of a signed-in user. */
const SOCKET_KINDS = {
  notice: (userId: string, token: string) => `${wsBase}/websocket/${userId}?token=${token}`,
  grid: (userId: string, token: string) =>
    `${wsBase}/vxeSocket/${userId}/AccountCenter?token=${token}`,
} as const;

/** Ways a session ends, each done to `user` (by themselves or by the administrator). */
const ENDINGS: Record<
  string,
  (user: { id: string; username: string; token: string }) => Promise<void>
> = {
  logout: async (u) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/logout`,
      headers: withToken(u.token),
    });
    expect(res.statusCode).toBe(200);
  },
  freeze: async (u) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/sys/user/frozenBatch`,
      headers: admin,
      payload: { ids: u.id, status: '2' },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  'password change': async (u) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/sys/user/changePassword`,
      headers: admin,
      payload: { username: u.username, password: 'Changed#2026', confirmpassword: 'Changed#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  'own password change': async (u) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/company/companyUser/updatePassword`,
      headers: withToken(u.token),
      payload: {
        username: u.username,
        oldPassword: 'Passw0rd!x',
        newPassword: 'Changed#2026',
        confirmpassword: 'Changed#2026',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  deletion: async (u) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/sys/user/delete?id=${u.id}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  },
};

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('sockets end with their session', () => {
  let n = 0;
  for (const [ending, end] of Object.entries(ENDINGS)) {
    it(`${ending} closes both socket kinds within a second`, async () => {
      n += 1;
      const u = await createUser(t.ctx, { username: `sock_user${n}`, roles: ['companyUser'] });
      const { token } = await login(t.app, u.username, u.password);
      const sockets = await Promise.all(
        Object.values(SOCKET_KINDS).map((url) => open(url(u.id, token))),
      );
      const started = Date.now();
      await end({ id: u.id, username: u.username, token });
      const closes = await Promise.all(sockets.map((s) => s.closed));
      for (const close of closes) {
        expect(close.code).toBe(4401);
        expect(close.at - started).toBeLessThan(1000);
      }
      // Nothing pushed afterwards reaches them (they are gone from the hub).
      t.ctx.notices.push([u.id], { cmd: 'user', msgId: 'x', msgTxt: '迟到的消息' });
      expect(sockets.flatMap((s) => s.received)).toEqual([]);
    });
  }

  it('other sessions of other users keep their sockets', async () => {
    const stay = await createUser(t.ctx, { username: 'sock_stays', roles: ['companyUser'] });
    const leave = await createUser(t.ctx, { username: 'sock_leaves', roles: ['companyUser'] });
    const stayToken = (await login(t.app, stay.username, stay.password)).token;
    const leaveToken = (await login(t.app, leave.username, leave.password)).token;
    const kept = await open(SOCKET_KINDS.notice(stay.id, stayToken));
    const gone = await open(SOCKET_KINDS.notice(leave.id, leaveToken));
    await ENDINGS.logout!({ id: leave.id, username: leave.username, token: leaveToken });
    await gone.closed;
    await new Promise((r) => setTimeout(r, 900));
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    t.ctx.notices.push([stay.id], { cmd: 'user', msgId: 'y', msgTxt: '仍可收到' });
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.received).toHaveLength(1);
    kept.ws.close();
  });
});

describe('grid channels', () => {
  it("one company user never receives another's grid messages", async () => {
    const a = await createUser(t.ctx, { username: 'sock_grid_a', roles: ['companyUser'] });
    const b = await createUser(t.ctx, { username: 'sock_grid_b', roles: ['companyUser'] });
    const ta = (await login(t.app, a.username, a.password)).token;
    const tb = (await login(t.app, b.username, b.password)).token;
    const sender = await open(SOCKET_KINDS.grid(a.id, ta));
    const ownTab = await open(SOCKET_KINDS.grid(a.id, ta));
    const other = await open(SOCKET_KINDS.grid(b.id, tb));
    sender.ws.send(
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: [] } }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(ownTab.received).toHaveLength(1);
    expect(other.received).toEqual([]);
    // A page the user's menus do not hold is refused.
    const foreign = await open(`${wsBase}/vxeSocket/${a.id}/UserList?token=${ta}`);
    expect((await foreign.closed).code).toBe(4403);
    for (const s of [sender, ownTab, other]) s.ws.close();
  });
});
