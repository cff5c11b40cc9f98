import type { SmsMessage, SmsProvider } from './sms-provider.js';

/**
 * The development provider: nothing is sent, the code goes to the server log (at warn level,
 * so it shows whatever LOG_LEVEL says short of error) for the developer or the end-to-end tests
 * to read.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';

  constructor(private readonly write: (line: Record<string, unknown>) => void) {}

  async send({ phone, purpose, code, validMinutes }: SmsMessage): Promise<void> {
    this.write({
      msg: '开发短信通道：验证码未真正发送',
      sms: { phone, purpose, code, validMinutes },
    });
  }
}
