import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
let wsBase = '';
const call = apiCaller(t, () => admin);
let reader: { id: string; headers: Record<string, string>; token: string };
let other: { id: string; headers: Record<string, string> };

async function user(username: string) {
  const u = await createUser(t.ctx, { username, roles: ['staff'] });
  const { token } = await login(t.app, u.username, u.password);
  return { id: u.id, headers: withToken(token), token };
}

async function draft(body: Record<string, unknown>) {
  const res = await call('POST', '/sys/annountCement/add', {
    titile: '通知',
    msgCategory: '1',
    priority: 'M',
    msgType: 'ALL',
    msgContent: '<p>内容<script>alert(1)</script></p>',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; version: number; msgContent: string };
}

const counts = async (headers: Record<string, string>) => {
  const r = (await call('GET', '/sys/annountCement/listByUser', undefined, headers)).json().result;
  return { annt: r.anntMsgTotal, sys: r.sysMsgTotal, first: r.anntMsgList[0]?.titile };
};

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  reader = await user('an_reader');
  other = await user('an_other');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});

describe('announcements', () => {
  it('releases to all users; listByUser counts drop after mark-read', async () => {
    const a = await draft({ titile: '全员通知' });
    expect(a.msgContent).not.toContain('<script>');
    expect(await counts(reader.headers)).toMatchObject({ annt: 0 });
    const released = await call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`);
    expect(released.statusCode, released.body).toBe(200);
    expect(await counts(reader.headers)).toMatchObject({ annt: 1, first: '全员通知' });

    const sys = await draft({ titile: '系统维护', msgCategory: '2' });
    await call('GET', `/sys/annountCement/doReleaseData?id=${sys.id}`);
    expect(await counts(reader.headers)).toMatchObject({ annt: 1, sys: 1 });

    const read = await call(
      'PUT',
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      { anntId: a.id },
      reader.headers,
    );
    expect(read.statusCode).toBe(200);
    expect(await counts(reader.headers)).toMatchObject({ annt: 0, sys: 1 });
    expect(await counts(other.headers)).toMatchObject({ annt: 1, sys: 1 });

    const mine = (
      await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', undefined, reader.headers)
    ).json().result;
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.records.find((r: { id: string }) => r.id === a.id).readFlag).toBe(1);
  });

  it('sends USER announcements only to the chosen users, and refuses unknown ones', async () => {
    const bad = await call('POST', '/sys/annountCement/add', {
      titile: '错',
      msgCategory: '1',
      priority: 'L',
      msgType: 'USER',
      userIds: 'nobody',
    });
    expect(bad.statusCode).toBe(400);
    const a = await draft({ titile: '只给读者', msgType: 'USER', userIds: reader.id });
    await call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`);
    const forReader = (
      await call('GET', '/sys/annountCement/listByUser', undefined, reader.headers)
    )
      .json()
      .result.anntMsgList.map((m: { titile: string }) => m.titile);
    expect(forReader).toContain('只给读者');
    const forOther = (await call('GET', '/sys/annountCement/listByUser', undefined, other.headers))
      .json()
      .result.anntMsgList.map((m: { titile: string }) => m.titile);
    expect(forOther).not.toContain('只给读者');

    expect(
      (await call('GET', `/sys/annountCement/queryById?id=${a.id}`, undefined, reader.headers))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/sys/annountCement/queryById?id=${a.id}`, undefined, other.headers))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/sys/annountCement/queryById?id=${a.id}`)).statusCode).toBe(200);
  });

  it('does not edit a published announcement; revoking takes it from the lists', async () => {
    const a = await draft({ titile: '将撤销' });
    await call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`);
    const current = (await call('GET', `/sys/annountCement/queryById?id=${a.id}`)).json().result;
    const edit = await call('PUT', '/sys/annountCement/edit', { ...current, titile: '改' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('已发布或已撤销的通告不能修改');
    const before = (await counts(other.headers)).annt;
    expect((await call('GET', `/sys/annountCement/doReovkeData?id=${a.id}`)).statusCode).toBe(200);
    expect((await counts(other.headers)).annt).toBe(before - 1);
    expect(
      (await call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`, undefined, reader.headers))
        .statusCode,
    ).toBe(403);
  });

  it('pushes a release to the recipient’s socket; another user’s channel is refused', async () => {
    const open = (userId: string, token: string) =>
      new Promise<{ ws: WebSocket; messages: string[]; closed: Promise<number> }>(
        (resolve, reject) => {
          const ws = new WebSocket(`${wsBase}/${userId}?token=${token}`);
          const messages: string[] = [];
          ws.on('message', (d) => messages.push(d.toString()));
          const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
          ws.once('open', () => resolve({ ws, messages, closed }));
          ws.once('error', reject);
        },
      );
    const mineSocket = await open(reader.id, reader.token);
    mineSocket.ws.send('HeartBeat');
    const a = await draft({ titile: '推送通知' });
    await call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`);
    for (let i = 0; i < 50 && mineSocket.messages.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(mineSocket.messages).toContain('HeartBeat');
    const pushed = mineSocket.messages
      .map((m) => (m === 'HeartBeat' ? null : JSON.parse(m)))
      .filter(Boolean);
    expect(pushed).toContainEqual({ cmd: 'topic', msgId: a.id, msgTxt: '推送通知' });
    mineSocket.ws.close();

    const foreign = await open(other.id, reader.token);
    expect(await foreign.closed).toBe(4403);
    const anonymous = await open(reader.id, 'not-a-token');
    expect(await anonymous.closed).toBe(4401);
  });
});
