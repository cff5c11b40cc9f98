import { sms } from 'tencentcloud-sdk-nodejs-sms';
import {
  type SmsMessage,
  type SmsProvider,
  type SmsPurpose,
  SmsSendError,
} from './sms-provider.js';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  /** The SMS application (SmsSdkAppId). */
  appId: string;
  signName: string;
  /** Template id per purpose; each takes the code, then the minutes it stays valid. */
  templates: Record<SmsPurpose, string>;
  region?: string;
  /** sms.tencentcloudapi.com unless set (a proxy, or a test server). */
  endpoint?: string;
  protocol?: 'https://' | 'http://';
}

/** Tencent Cloud SMS (短信) through its official SDK. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof sms.v20210111.Client>;

  constructor(private readonly options: TencentSmsOptions) {
    this.client = new sms.v20210111.Client({
      credential: { secretId: options.secretId, secretKey: options.secretKey },
      region: options.region ?? 'ap-guangzhou',
      profile: {
        httpProfile: {
          endpoint: options.endpoint ?? 'sms.tencentcloudapi.com',
          protocol: options.protocol ?? 'https://',
          reqTimeout: 10,
        },
      },
    });
  }

  async send({ phone, purpose, code, validMinutes }: SmsMessage): Promise<void> {
    const response = await this.client.SendSms({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: this.options.appId,
      SignName: this.options.signName,
      TemplateId: this.options.templates[purpose],
      TemplateParamSet: [code, String(validMinutes)],
    });
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== 'Ok')
      throw new SmsSendError(this.name, status?.Code ?? 'NO_STATUS', status?.Message ?? '');
  }
}
