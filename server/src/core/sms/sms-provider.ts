/** What a verification code is for (JeecgBoot's smsmode: 0 login, 1 register, 2 forgot). */
export type SmsPurpose = 'login' | 'register' | 'forgot' | 'changePhone';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  /** Minutes the code stays valid, for templates that say so. */
  validMinutes: number;
}

/** A way to deliver verification codes: the log (development), Alibaba Cloud or Tencent Cloud. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws when it refused it. */
  send(message: SmsMessage): Promise<void>;
}

/** A provider's refusal, with its own code for the server log (never shown to the caller). */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly providerCode: string,
    message: string,
  ) {
    super(`${provider}: ${providerCode} ${message}`);
  }
}
