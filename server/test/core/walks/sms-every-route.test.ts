import {
  ALTERATION_MESSAGES,
  creditCodeCheckChar,
  REGISTER_MESSAGES,
  SLIDER_EXPIRED_MESSAGE,
  SMS_MODES,
  SMS_PER_IP_PER_HOUR,
} from '@vets/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routesWithBodyField } from '../../helpers/body-routes.js';
import { controlClock, postFrom, sliderTicket, smsCode } from '../../helpers/sms.js';
import { createUser, useTestApp } from '../../helpers/test-app.js';

/**
 * Every route that sends an SMS code spends a one-use slider ticket, keeps to the phone's and the
 * client's budgets, and answers a registered and an unregistered number alike; a conflict (the
 * number is another account's) is told only by the step that checks the code. The routes are
 * those of the OpenAPI document (from the section manifests) whose body has a phone: the ones
 * that carry a slider ticket (`smsSendFields`) send, every other is named with what it does.
 */
const t = useTestApp({ env: { SMS_GLOBAL_PER_MINUTE: '100000' } });
let clock: ReturnType<typeof controlClock>;

const PHONE_FIELD = /^(mobile|phone)$/;
const INVALID_CODE = '验证码错误或已过期';

/** Routes with a phone in the body that send nothing, and what they do instead. */
const NOT_SENDING: Record<string, string> = {
  'POST /api/sys/phoneLogin': '以验证码登录：核对验证码',
  'POST /api/sys/cphoneLogin': '企业以验证码登录：核对验证码',
  'POST /api/sys/vphoneLogin': '求职者以验证码登录：核对验证码',
  'POST /api/sys/user/forgotPassword': '找回密码：核对验证码',
  'POST /api/company/register': '企业注册：核对验证码',
  'POST /api/accounts/alteration/verifyOld': '修改手机号第一步：核对原手机号的验证码',
  'POST /api/accounts/alteration/confirm': '修改手机号第三步：核对新手机号的验证码',
  'POST /api/training/institution/openAccount': '工作人员开通机构账号（需权限）：不发短信',
};

let phones = 0;
/** A number nobody has used in this file. */
const freshPhone = () => `1350000${String(++phones).padStart(4, '0')}`;

/** A number bound to an account. */
async function registeredPhone(): Promise<string> {
  const phone = freshPhone();
  const u = await createUser(t.ctx, { username: `sm_reg${phones}`, roles: ['staff'] });
  await t.db.updateTable('sysUser').set({ phone }).where('id', '=', u.id).execute();
  return phone;
}

const credit = (body17: string) => body17 + creditCodeCheckChar(body17);
const registration = (mobile: string, captcha: string) => ({
  mobile,
  captcha,
  password: 'Comp#2026pass',
  confirmpassword: 'Comp#2026pass',
  companyName: `短信测试企业${phones}有限公司`,
  creditCode: credit(`91130100MA0RH${String(phones).padStart(4, '0')}`),
  regionCode: '130102',
  contactName: '周经理',
});

/** One way of asking a route for a code: its other body fields, and the step that checks it. */
interface Sender {
  label: string;
  route: string;
  /** The body besides the phone and the ticket (an earlier step's proof, the mode). */
  body(): Promise<Record<string, string>>;
  /** The step that checks a code sent to `mobile`, given the body the send used. */
  verify(
    mobile: string,
    captcha: string,
    sent: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** What that step says, after the right code, when the number is another account's. */
  conflict?: string;
}

/** The alteration wizard's first step done for a holder of its own phone: its proof. */
async function alterationProof(): Promise<Record<string, string>> {
  const phone = await registeredPhone();
  const captcha = await smsCode(t, clock, phone, SMS_MODES.changePhone);
  const res = await postFrom(t, '/accounts/alteration/verifyOld', { mobile: phone, captcha });
  expect(res.statusCode, res.body).toBe(200);
  return { alteration: String(res.json().result.alteration) };
}

const sysSms = (mode: string, verify: Sender['verify'], conflict?: string): Sender => ({
  label: `smsmode ${mode}`,
  route: 'POST /api/sys/sms',
  body: async () => ({ smsmode: mode }),
  verify,
  ...(conflict ? { conflict } : {}),
});

const checkAt =
  (url: string): Sender['verify'] =>
  (mobile, captcha) =>
    postFrom(t, url, { mobile, captcha });

const SENDERS: Sender[] = [
  sysSms(SMS_MODES.login, checkAt('/sys/phoneLogin')),
  sysSms(
    SMS_MODES.register,
    (mobile, captcha) => postFrom(t, '/company/register', registration(mobile, captcha)),
    REGISTER_MESSAGES.phoneTaken,
  ),
  sysSms(SMS_MODES.forgot, (mobile, captcha) =>
    postFrom(t, '/sys/user/forgotPassword', {
      mobile,
      captcha,
      password: 'Reset#2026pw',
      confirmpassword: 'Reset#2026pw',
    }),
  ),
  sysSms(SMS_MODES.portal, checkAt('/sys/vphoneLogin')),
  sysSms(SMS_MODES.changePhone, checkAt('/accounts/alteration/verifyOld')),
  {
    label: 'new phone',
    route: 'POST /api/accounts/alteration/sendNew',
    body: alterationProof,
    verify: (mobile, captcha, sent) =>
      postFrom(t, '/accounts/alteration/confirm', { mobile, captcha, ...sent }),
    conflict: ALTERATION_MESSAGES.phoneTaken,
  },
];

const urlOf = (route: string) => route.replace(/^\w+ \/api/, '');
const send = (s: Sender, payload: object, ip = '10.0.0.1') =>
  postFrom(t, urlOf(s.route), payload, ip);
/** The answer without its timestamp. */
const answer = (res: LightMyRequestResponse) => {
  const { timestamp: _, ...rest } = res.json() as Record<string, unknown>;
  return { status: res.statusCode, ...rest };
};

async function codesOf(phone: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sysSmsCode')
    .select('id')
    .where('phone', '=', phone)
    .execute();
  return rows.length;
}
const smsTo = (phone: string) => t.sms.filter((s) => s.phone === phone);

/** Milliseconds each send took, registered against unregistered, for the figures. */
const took: { registered: number[]; unregistered: number[] } = { registered: [], unregistered: [] };

beforeAll(() => {
  clock = controlClock(t);
});
// Each test starts with the hour's budgets of its client unspent.
beforeEach(() => clock?.later(61 * 60_000));

describe('routes with a phone in the body', () => {
  it('send only with a slider ticket, or are named as sending nothing', async () => {
    const found = await routesWithBodyField(t, PHONE_FIELD);
    const sending = found.filter((r) => r.fields.includes('ticket')).map((r) => r.route);
    const others = found.filter((r) => !r.fields.includes('ticket')).map((r) => r.route);
    expect(others.filter((r) => !(r in NOT_SENDING))).toEqual([]);
    expect(Object.keys(NOT_SENDING).filter((r) => !others.includes(r))).toEqual([]);
    expect(new Set(SENDERS.map((s) => s.route))).toEqual(new Set(sending));
  });
});

describe.each(SENDERS.map((s) => [`${s.route} (${s.label})`, s] as const))('%s', (_, sender) => {
  it('sends nothing without a good ticket, and a ticket serves once', async () => {
    const body = await sender.body();
    const phone = freshPhone();
    const missing = await send(sender, { ...body, mobile: phone });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    for (const ticket of ['x', '1.a.b', `${await sliderTicket(t, clock, '10.9.9.9')}`]) {
      const bad = await send(sender, { ...body, mobile: phone, ticket });
      expect({ ticket, ...answer(bad) }).toMatchObject({
        ticket,
        status: 400,
        message: SLIDER_EXPIRED_MESSAGE,
      });
    }
    const ticket = await sliderTicket(t, clock);
    expect((await send(sender, { ...body, mobile: phone, ticket })).statusCode).toBe(200);
    clock.later(61_000);
    const other = freshPhone();
    const reused = await send(sender, { ...body, mobile: other, ticket });
    expect(answer(reused)).toMatchObject({ status: 400, message: SLIDER_EXPIRED_MESSAGE });
    expect(await codesOf(other)).toBe(0);
    expect(smsTo(other)).toEqual([]);
  });

  it('answers a registered and an unregistered number alike', async () => {
    clock.later(61_000);
    const body = await sender.body();
    const registered = await registeredPhone();
    const unregistered = freshPhone();
    const answers = [];
    for (const [kind, mobile] of [
      ['registered', registered],
      ['unregistered', unregistered],
    ] as const) {
      const ticket = await sliderTicket(t, clock);
      const started = performance.now();
      const res = await send(sender, { ...body, mobile, ticket });
      took[kind].push(performance.now() - started);
      answers.push(answer(res));
    }
    expect(answers[0]).toMatchObject({ status: 200, success: true });
    expect(answers[0]).toEqual(answers[1]);

    // The step that checks the code says the same to a wrong code for either number.
    const checked = [];
    for (const mobile of [registered, unregistered]) {
      const code = smsTo(mobile).at(-1)?.code;
      checked.push(
        answer(await sender.verify(mobile, code === '000000' ? '111111' : '000000', body)),
      );
    }
    expect(checked[0]).toMatchObject({ status: 400, message: INVALID_CODE });
    expect(checked[0]).toEqual(checked[1]);
  });

  it('keeps to the budgets of the phone and of the client', async () => {
    clock.later(61_000);
    const body = await sender.body();
    const ip = `10.1.${SENDERS.indexOf(sender)}.1`;
    const phone = freshPhone();
    expect(
      (await send(sender, { ...body, mobile: phone, ticket: await sliderTicket(t, clock, ip) }, ip))
        .statusCode,
    ).toBe(200);
    const soon = await send(
      sender,
      { ...body, mobile: phone, ticket: await sliderTicket(t, clock, ip) },
      ip,
    );
    expect(soon.statusCode).toBe(429);
    for (let i = 1; i < SMS_PER_IP_PER_HOUR; i++) {
      const res = await send(
        sender,
        { ...body, mobile: freshPhone(), ticket: await sliderTicket(t, clock, ip) },
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = freshPhone();
    const refused = await send(
      sender,
      { ...body, mobile: over, ticket: await sliderTicket(t, clock, ip) },
      ip,
    );
    expect(answer(refused)).toMatchObject({
      status: 429,
      message: '获取验证码过于频繁，请稍后再试',
    });
    expect(await codesOf(over)).toBe(0);
  });

  it.runIf(sender.conflict)(
    'tells of a number taken by another account only after its code',
    async () => {
      clock.later(61_000);
      const body = await sender.body();
      const taken = await registeredPhone();
      const ticket = await sliderTicket(t, clock);
      expect((await send(sender, { ...body, mobile: taken, ticket })).statusCode).toBe(200);
      const code = smsTo(taken).at(-1)?.code ?? '';
      const right = await sender.verify(taken, code, body);
      expect(answer(right)).toMatchObject({ status: 400, message: sender.conflict });
    },
  );
});

describe('timing', () => {
  it('a registered and an unregistered number take alike', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const reg = median(took.registered);
    const unreg = median(took.unregistered);
    console.info(
      `SMS send median: registered ${reg.toFixed(1)} ms, unregistered ${unreg.toFixed(1)} ms`,
    );
    expect(reg / unreg).toBeLessThan(10);
    expect(unreg / reg).toBeLessThan(10);
  });
});
