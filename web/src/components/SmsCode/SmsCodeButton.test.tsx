// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemApi } from '../../api/system';
import { stubDomApis } from '../../test-support/dom-stubs';
import { SmsCodeButton } from './SmsCodeButton';

vi.mock('../../api/system', () => ({
  systemApi: { smsTicket: vi.fn(), sendSms: vi.fn() },
}));

const api = systemApi as unknown as {
  smsTicket: ReturnType<typeof vi.fn>;
  sendSms: ReturnType<typeof vi.fn>;
};

beforeAll(() => stubDomApis());
beforeEach(() => {
  let n = 0;
  api.smsTicket.mockImplementation(async () => ({ result: { ticket: `ticket-${++n}` } }));
  api.sendSms.mockResolvedValue({ message: '验证码已发送，5分钟内有效' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderButton(sliderDone: boolean) {
  const onSliderNeeded = vi.fn();
  const onSent = vi.fn();
  render(
    <SmsCodeButton
      smsmode="0"
      sliderDone={sliderDone}
      mobile={async () => '13900001111'}
      onSliderNeeded={onSliderNeeded}
      onSent={onSent}
    />,
  );
  return { onSliderNeeded, onSent, button: screen.getByTestId('sms-send') };
}

describe('SmsCodeButton', () => {
  it('asks for the slider first and sends nothing', async () => {
    const { button, onSliderNeeded } = renderButton(false);
    fireEvent.click(button);
    await waitFor(() => expect(onSliderNeeded).toHaveBeenCalledWith('请先拖动滑块完成验证'));
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('sends with the ticket taken on mount, then counts down a minute and takes a new ticket', async () => {
    const { button, onSent } = renderButton(true);
    await waitFor(() => expect(api.smsTicket).toHaveBeenCalledTimes(1));
    fireEvent.click(button);
    await waitFor(() =>
      expect(api.sendSms).toHaveBeenCalledWith({
        mobile: '13900001111',
        smsmode: '0',
        ticket: 'ticket-1',
      }),
    );
    await waitFor(() => expect(button.textContent).toBe('60秒后重新获取'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(api.smsTicket).toHaveBeenCalledTimes(2);
  });

  it('hands a lapsed slider check back to the slider', async () => {
    api.sendSms.mockRejectedValueOnce(new Error('滑块验证已失效，请重新拖动滑块'));
    const { button, onSliderNeeded } = renderButton(true);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() =>
      expect(onSliderNeeded).toHaveBeenCalledWith('滑块验证已失效，请重新拖动滑块'),
    );
    expect(button.textContent).toBe('获取验证码');
  });

  it('hands the slider ticket to another sending call too', async () => {
    const sendTo = vi.fn().mockResolvedValue('验证码已发送到新手机号，5分钟内有效');
    render(
      <SmsCodeButton
        smsmode="4"
        sliderDone
        mobile={async () => '13900002222'}
        onSliderNeeded={vi.fn()}
        sendTo={sendTo}
      />,
    );
    await waitFor(() => expect(api.smsTicket).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(sendTo).toHaveBeenCalledWith('13900002222', 'ticket-1'));
    expect(api.sendSms).not.toHaveBeenCalled();
    await waitFor(() => expect(api.smsTicket).toHaveBeenCalledTimes(2));
  });
});
