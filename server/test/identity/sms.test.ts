import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlClock, postFrom, sendSms } from '../helpers/sms.js';
import { API, createUser, type TestApp, useTestApp } from '../helpers/test-app.js';

/** 短信验证码 through HTTP: the slider ticket, the uniform answer, the limits, the stored form. */
const t = useTestApp({ env: { SMS_GLOBAL_PER_MINUTE: '1000' } });
const START = Date.UTC(2026, 10, 24, 1, 0, 0);
let clock: ReturnType<typeof controlClock>;
const later = (ms: number) => clock.later(ms);
const post = (app: TestApp, url: string, payload: object, ip = '10.0.0.1') =>
  postFrom(app, url, payload, ip);

async function ticket(app: TestApp = t, ip = '10.0.0.1'): Promise<string> {
  const res = await post(app, '/sys/sms/ticket', {}, ip);
  expect(res.statusCode, res.body).toBe(200);
  later(1000);
  return res.json().result.ticket;
}

const send = (mobile: string, smsmode = '0', ip = '10.0.0.1') =>
  sendSms(t, clock, mobile, smsmode, ip);

let phoneUser = '';
beforeAll(async () => {
  clock = controlClock(t, START);
  const user = await createUser(t.ctx, { username: 'sms_staff', roles: ['staff'] });
  await t.db
    .updateTable('sysUser')
    .set({ phone: '13900001111' })
    .where('id', '=', user.id)
    .execute();
  phoneUser = user.id;
});
afterEach(() => later(120_000));

describe('the slider ticket', () => {
  it('must be taken, sent from the same client, after a human pause, and only once', async () => {
    const missing = await post(t, '/sys/sms', { mobile: '13900001111', smsmode: '0' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请先拖动滑块完成验证');

    const quick = (await post(t, '/sys/sms/ticket', {})).json().result.ticket;
    const tooSoon = await post(t, '/sys/sms', {
      mobile: '13900001111',
      smsmode: '0',
      ticket: quick,
    });
    expect(tooSoon.json().message).toBe('滑块验证已失效，请重新拖动滑块');

    const mine = await ticket();
    const elsewhere = await post(
      t,
      '/sys/sms',
      { mobile: '13900001111', smsmode: '0', ticket: mine },
      '10.9.9.9',
    );
    expect(elsewhere.statusCode).toBe(400);
    const forged = `${START}.abc.${'x'.repeat(43)}`;
    const bad = await post(t, '/sys/sms', { mobile: '13900001111', smsmode: '0', ticket: forged });
    expect(bad.statusCode).toBe(400);

    const good = await post(t, '/sys/sms', { mobile: '13900001111', smsmode: '0', ticket: mine });
    expect(good.statusCode, good.body).toBe(200);
    later(120_000);
    const again = await post(t, '/sys/sms', { mobile: '13900001111', smsmode: '0', ticket: mine });
    expect(again.json().message).toBe('滑块验证已失效，请重新拖动滑块');
  });

  it('refuses a malformed phone or mode in Chinese', async () => {
    const phone = await post(t, '/sys/sms', { mobile: '12345', smsmode: '0', ticket: 'x' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('请输入正确手机号');
    const mode = await post(t, '/sys/sms', { mobile: '13900001111', smsmode: '9', ticket: 'x' });
    expect(mode.json().message).toBe('短信类型无效');
  });
});

describe('sending', () => {
  it('answers the same whether or not the phone has an account, and only sends to one', async () => {
    const before = t.sms.length;
    const known = await send('13900001111');
    later(61_000);
    const unknown = await send('13900002222');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe('验证码已发送，5分钟内有效');
    expect(unknown.json().message).toBe(known.json().message);
    const sent = t.sms.slice(before);
    expect(sent.map((s) => s.phone)).toEqual(['13900001111']);
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    expect(sent[0]!.purpose).toBe('login');
    // A registration code goes to any phone: its owner learns at the next step if it is taken.
    later(61_000);
    await send('13900002222', '1');
    expect(t.sms.at(-1)).toMatchObject({ phone: '13900002222', purpose: 'register' });
  });

  it('stores only an HMAC of the code', async () => {
    const res = await send('13900001111', '2');
    expect(res.statusCode).toBe(200);
    const { code } = t.sms.at(-1)!;
    const row = await t.db
      .selectFrom('sysSmsCode')
      .selectAll()
      .where('phone', '=', '13900001111')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt - row.createdAt).toBe(5 * 60_000);
  });
});

describe('limits', () => {
  it('a phone once a minute and ten times a day', async () => {
    const phone = '13911110000';
    expect((await send(phone, '1')).statusCode).toBe(200);
    const soon = await send(phone, '1');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^验证码已发送，请\d+秒后再获取$/);
    for (let i = 2; i <= 10; i++) {
      later(61_000);
      expect((await send(phone, '1', `10.1.0.${i}`)).statusCode).toBe(200);
    }
    later(61_000);
    const eleventh = await send(phone, '1', '10.1.0.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('parallel requests for one phone send one code', async () => {
    const tickets: string[] = [];
    for (let i = 0; i < 5; i++)
      tickets.push((await post(t, '/sys/sms/ticket', {}, `10.4.0.${i}`)).json().result.ticket);
    later(1000);
    const answers = await Promise.all(
      tickets.map((ticket, i) =>
        post(t, '/sys/sms', { mobile: '13922220000', smsmode: '1', ticket }, `10.4.0.${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('a client twenty times an hour, whatever the phones', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++)
      expect((await send(`1370000${String(i).padStart(4, '0')}`, '1', ip)).statusCode).toBe(200);
    const more = await send('13799999999', '1', ip);
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBe('获取验证码过于频繁，请稍后再试');
    later(3_600_000);
    expect((await send('13799999999', '1', ip)).statusCode).toBe(200);
  });

  it('everyone together per minute: the breaker', async () => {
    const small = await import('../helpers/test-app.js').then((m) =>
      m.createTestApp({ env: { SMS_GLOBAL_PER_MINUTE: '3' } }),
    );
    try {
      const smallClock = controlClock(small, START);
      const sendSmall = (mobile: string, ip: string) => sendSms(small, smallClock, mobile, '1', ip);
      for (let i = 0; i < 3; i++)
        expect((await sendSmall(`1360000000${i}`, `10.3.0.${i}`)).statusCode).toBe(200);
      const fourth = await sendSmall('13600000009', '10.3.0.9');
      expect(fourth.statusCode).toBe(503);
      expect(fourth.json().message).toBe('短信服务繁忙，请稍后再试');
      smallClock.later(61_000);
      expect((await sendSmall('13600000009', '10.3.0.9')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('signing in with the code (/sys/phoneLogin)', () => {
  const login = (captcha: string, url = '/sys/phoneLogin') =>
    post(t, url, { mobile: '13900001111', captcha });

  it('signs in with the right code once; a wrong one fails; five wrong ones end the code', async () => {
    await send('13900001111');
    const { code } = t.sms.at(-1)!;
    const wrong = await login(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误或已过期');
    const ok = await login(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.userInfo.id).toBe(phoneUser);
    const reused = await login(code);
    expect(reused.json().message).toBe('验证码错误或已过期');

    later(61_000);
    await send('13900001111');
    const next = t.sms.at(-1)!.code;
    const other = next === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++)
      expect((await login(other)).json().message).toBe('验证码错误或已过期');
    expect((await login(other)).json().message).toBe('验证码错误次数过多，请重新获取');
    const tooLate = await login(next);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('验证码错误次数过多，请重新获取');
  });

  it('a code expires after five minutes, and a newer code replaces it', async () => {
    await send('13900001111');
    const first = t.sms.at(-1)!.code;
    later(61_000);
    await send('13900001111');
    const second = t.sms.at(-1)!.code;
    if (first !== second) expect((await login(first)).statusCode).toBe(400);
    later(5 * 60_000);
    expect((await login(second)).json().message).toBe('验证码错误或已过期');
  });

  it('the enterprise entry refuses a staff account', async () => {
    await send('13900001111');
    const res = await login(t.sms.at(-1)!.code, '/sys/cphoneLogin');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该账号不是企业或培训机构账号，请从工作人员登录入口登录');
  });
});

describe('forgot password (/sys/user/forgotPassword)', () => {
  const reset = (body: Record<string, string>) =>
    post(t, '/sys/user/forgotPassword', { mobile: '13900001111', ...body });

  it('sets a new password with the code; a weak one keeps the code; the old sessions end', async () => {
    const before = await post(t, '/sys/login', { username: 'sms_staff', password: 'Passw0rd!x' });
    expect(before.statusCode).toBe(200);
    const oldToken = before.json().result.token;
    await send('13900001111', '2');
    const { code } = t.sms.at(-1)!;
    expect(t.sms.at(-1)!.purpose).toBe('forgot');

    const weak = await reset({ captcha: code, password: 'short', confirmpassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    const differ = await reset({ captcha: code, password: 'New#Pass2026', confirmpassword: 'x' });
    expect(differ.json().message).toBe('两次输入的密码不一样！');

    const done = await reset({
      captcha: code,
      password: 'New#Pass2026',
      confirmpassword: 'New#Pass2026',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('密码已重置，请使用新密码登录');
    const again = await reset({
      captcha: code,
      password: 'Other#Pass1',
      confirmpassword: 'Other#Pass1',
    });
    expect(again.json().message).toBe('验证码错误或已过期');

    const gone = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/user/getCurrentUserDeparts`,
      headers: { 'X-Access-Token': oldToken },
    });
    expect(gone.statusCode).toBe(401);
    const withNew = await post(t, '/sys/login', {
      username: 'sms_staff',
      password: 'New#Pass2026',
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('answers an unknown phone as a wrong code', async () => {
    await send('13900003333', '2');
    const res = await post(t, '/sys/user/forgotPassword', {
      mobile: '13900003333',
      captcha: '123456',
      password: 'New#Pass2026',
      confirmpassword: 'New#Pass2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('验证码错误或已过期');
  });
});
