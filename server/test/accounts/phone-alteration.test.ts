import { ALTERATION_MESSAGES, ALTERATION_TICKET_MINUTES } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlClock, postFrom, sliderTicket, smsCode } from '../helpers/sms.js';
import { createUser, useTestApp } from '../helpers/test-app.js';

/** 修改手机号 (/user/alteration): old phone's code, new phone, new phone's code, done. */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;
const OLD = '13800001111';
const NEW = '13900002222';

async function phoneOf(username: string) {
  const row = await t.db
    .selectFrom('sysUser')
    .select('phone')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.phone;
}

async function withPhone(username: string, phone: string) {
  await createUser(t.ctx, { username, roles: ['staff'] });
  await t.db.updateTable('sysUser').set({ phone }).where('username', '=', username).execute();
}

/** Step one: the old phone's code; answers the wizard's ticket. */
async function verifyOld(mobile: string) {
  const captcha = await smsCode(t, clock, mobile, '4');
  const res = await postFrom(t, '/accounts/alteration/verifyOld', { mobile, captcha });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { alteration: string; username: string };
}

async function sendNew(mobile: string, alteration: string) {
  clock.later(61_000);
  const ticket = await sliderTicket(t, clock);
  return postFrom(t, '/accounts/alteration/sendNew', { mobile, alteration, ticket });
}

const lastCode = (phone: string) => t.sms.filter((s) => s.phone === phone).at(-1)?.code;

beforeAll(async () => {
  clock = controlClock(t);
  await withPhone('alter_a', OLD);
  await withPhone('alter_b', '13700003333');
});

describe('changing the bound phone', () => {
  it('moves the account to the new phone once both phones are verified', async () => {
    const { alteration, username } = await verifyOld(OLD);
    expect(username).toBe('alter_a');
    const sent = await sendNew(NEW, alteration);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(ALTERATION_MESSAGES.sent);

    const wrong = await postFrom(t, '/accounts/alteration/confirm', {
      mobile: NEW,
      captcha: lastCode(NEW) === '000000' ? '111111' : '000000',
      alteration,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await phoneOf('alter_a')).toBe(OLD);

    const done = await postFrom(t, '/accounts/alteration/confirm', {
      mobile: NEW,
      captcha: lastCode(NEW),
      alteration,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(ALTERATION_MESSAGES.done);
    expect(await phoneOf('alter_a')).toBe(NEW);
  });

  it('spends the ticket with the change', async () => {
    const { alteration } = await verifyOld(NEW);
    const back = await sendNew(OLD, alteration);
    expect(back.statusCode).toBe(200);
    const ok = await postFrom(t, '/accounts/alteration/confirm', {
      mobile: OLD,
      captcha: lastCode(OLD),
      alteration,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The account no longer has the phone the ticket was issued for.
    const again = await sendNew('13600004444', alteration);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALTERATION_MESSAGES.expired);
  });

  it('sends no code to the old phone of no account, and answers as for one', async () => {
    const before = t.sms.length;
    clock.later(61_000);
    const ticket = await postFrom(t, '/sys/sms/ticket', {});
    clock.later(1000);
    const res = await postFrom(t, '/sys/sms', {
      mobile: '13500005555',
      smsmode: '4',
      ticket: ticket.json().result.ticket,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sms.length).toBe(before);
    const verify = await postFrom(t, '/accounts/alteration/verifyOld', {
      mobile: '13500005555',
      captcha: '123456',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe('验证码错误或已过期');
  });

  it('refuses the same phone; a phone another account has is told only after its code', async () => {
    const { alteration } = await verifyOld(OLD);
    const before = t.sms.length;
    const same = await sendNew(OLD, alteration);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(ALTERATION_MESSAGES.samePhone);
    expect(t.sms.length).toBe(before);

    const taken = await sendNew('13700003333', alteration);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().message).toBe(ALTERATION_MESSAGES.sent);
    const code = lastCode('13700003333');
    const wrong = await postFrom(t, '/accounts/alteration/confirm', {
      mobile: '13700003333',
      captcha: code === '000000' ? '111111' : '000000',
      alteration,
    });
    expect(wrong.json().message).toBe('验证码错误或已过期');
    const right = await postFrom(t, '/accounts/alteration/confirm', {
      mobile: '13700003333',
      captcha: code,
      alteration,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ALTERATION_MESSAGES.phoneTaken);
    expect(await phoneOf('alter_a')).toBe(OLD);
  });

  it('refuses a forged, altered or expired ticket', async () => {
    const { alteration } = await verifyOld(OLD);
    const [, phone, until, mac] = alteration.split('.');
    const forged = [
      'x',
      `nobody.${phone}.${until}.${mac}`,
      `${alteration.split('.')[0]}.${phone}.${Number(until) + 1}.${mac}`,
      `${alteration}x`,
    ];
    for (const ticket of forged) {
      const res = await sendNew(NEW, ticket);
      expect(res.statusCode, ticket).toBe(400);
      expect(res.json().message).toBe(ALTERATION_MESSAGES.expired);
    }
    clock.later(ALTERATION_TICKET_MINUTES * 60_000);
    const late = await sendNew(NEW, alteration);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(ALTERATION_MESSAGES.expired);
  });

  it('answers malformed input with a Chinese 400', async () => {
    for (const payload of [
      {},
      { mobile: 'abc', alteration: 'x' },
      { mobile: NEW, alteration: 7 },
    ]) {
      const res = await postFrom(t, '/accounts/alteration/sendNew', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
