import type { SmsMode } from '@vets/contracts';
import { SLIDER_EXPIRED_MESSAGE, SLIDER_TICKET_MESSAGE, SMS_RESEND_SECONDS } from '@vets/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { systemApi } from '../../api/system';
import { ApiError } from '../../api/transport';
import { ui } from '../ui-bridge';

export const SMS_BUTTON_TEXT = '获取验证码';

/**
 * 获取验证码: sends a code to the phone once the slider is done, then counts down the minute
 * before another may be asked for. The server's slider ticket is taken when the button mounts
 * (and again after each use), so it is old enough by the time the slider is dragged.
 */
export function SmsCodeButton({
  smsmode,
  sliderDone,
  mobile,
  onSliderNeeded,
  onSent,
  sendTo,
}: {
  smsmode: SmsMode;
  /** Whether the slider beside it has been dragged to the end. */
  sliderDone: boolean;
  /** The phone to send to, validated by the form; rejects when it is not valid. */
  mobile(): Promise<string>;
  /** The slider must be (re)done: not yet dragged, or its check ran out. */
  onSliderNeeded(message: string): void;
  /** A code went out: the slider is needed again for the next one. */
  onSent?(): void;
  /**
   * Sends through another call than /sys/sms (one that also needs an earlier step's proof), with
   * the slider's ticket like every send; answers the server's message.
   */
  sendTo?(phone: string, ticket: string): Promise<string>;
}) {
  const ticket = useRef<Promise<string> | null>(null);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const renewTicket = () => {
    const next = systemApi.smsTicket().then((r) => r.result.ticket);
    next.catch(() => undefined);
    ticket.current = next;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one ticket when the button appears.
  useEffect(() => {
    renewTicket();
  }, []);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    let phone: string;
    try {
      phone = await mobile();
    } catch {
      return; // the form shows what is wrong with the phone
    }
    if (!sliderDone) {
      onSliderNeeded(SLIDER_TICKET_MESSAGE);
      return;
    }
    setSending(true);
    try {
      const sliderTicket = (await ticket.current) ?? '';
      const message = sendTo
        ? await sendTo(phone, sliderTicket)
        : (await systemApi.sendSms({ mobile: phone, smsmode, ticket: sliderTicket })).message;
      ui().message.success(message);
      setLeft(SMS_RESEND_SECONDS);
      onSent?.();
    } catch (e) {
      const message = e instanceof ApiError || e instanceof Error ? e.message : '发送失败';
      if (message === SLIDER_EXPIRED_MESSAGE) onSliderNeeded(message);
      else ui().message.error(message);
    } finally {
      renewTicket();
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void send()}
      loading={sending}
      disabled={left > 0}
      data-testid="sms-send"
      style={{ minWidth: 120 }}
    >
      {left > 0 ? `${left}秒后重新获取` : SMS_BUTTON_TEXT}
    </Button>
  );
}
