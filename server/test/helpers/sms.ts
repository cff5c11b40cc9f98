import { expect, vi } from 'vitest';
import { API, apiCaller, type TestApp, withToken } from './test-app.js';

/**
 * The app's clock under the test's hand, from a fixed moment: SMS sends need a slider ticket
 * older than 0.8 s and a minute between codes of one phone.
 */
export function controlClock(t: TestApp, start = Date.UTC(2026, 10, 24, 1, 0, 0)) {
  let now = start;
  vi.spyOn(t.ctx.clock, 'now').mockImplementation(() => now);
  return {
    later(ms: number) {
      now += ms;
    },
  };
}

export const postFrom = (t: TestApp, url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress: ip });

/** Takes a slider ticket and lets a second pass, as a person dragging the slider. */
export async function sliderTicket(
  t: TestApp,
  clock: { later(ms: number): void },
  ip = '10.0.0.1',
): Promise<string> {
  const res = await postFrom(t, '/sys/sms/ticket', {}, ip);
  expect(res.statusCode, res.body).toBe(200);
  clock.later(1000);
  return String(res.json().result.ticket);
}

/** Takes a slider ticket and asks for a code; answers the send's reply. */
export async function sendSms(
  t: TestApp,
  clock: { later(ms: number): void },
  mobile: string,
  smsmode: string,
  ip = '10.0.0.1',
) {
  const ticket = await sliderTicket(t, clock, ip);
  return postFrom(t, '/sys/sms', { mobile, smsmode, ticket }, ip);
}

/** A code the development provider wrote for `mobile`, asked for now. */
export async function smsCode(
  t: TestApp,
  clock: { later(ms: number): void },
  mobile: string,
  smsmode: string,
): Promise<string> {
  clock.later(61_000);
  const res = await sendSms(t, clock, mobile, smsmode);
  expect(res.statusCode, res.body).toBe(200);
  const sent = t.sms.filter((s) => s.phone === mobile).at(-1);
  expect(sent, `an SMS to ${mobile}`).toBeTruthy();
  return sent!.code;
}

/** A veteran's portal sign-in by phone and a fresh code (the first one opens the account). */
export async function veteranSignIn(
  t: TestApp,
  clock: { later(ms: number): void },
  mobile: string,
) {
  const captcha = await smsCode(t, clock, mobile, '3');
  return postFrom(t, '/sys/vphoneLogin', { mobile, captcha });
}

/** A veteran signed in on the portal: a caller with their session. */
export async function signedInVeteran(
  t: TestApp,
  clock: { later(ms: number): void },
  mobile: string,
) {
  const res = await veteranSignIn(t, clock, mobile);
  expect(res.statusCode, res.body).toBe(200);
  const headers = withToken(String(res.json().result.token));
  return apiCaller(t, () => headers);
}
