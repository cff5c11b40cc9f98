import { createRequire } from 'node:module';
import {
  type SmsMessage,
  type SmsProvider,
  type SmsPurpose,
  SmsSendError,
} from './sms-provider.js';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template code per purpose (SMS_123456789); each takes the parameter `code`. */
  templates: Record<SmsPurpose, string>;
  /** dysmsapi.aliyuncs.com unless set (a proxy, or a test server). */
  endpoint?: string;
  protocol?: 'https' | 'http';
}

// CommonJS packages: loaded with require, so that Node and the test runner see the same objects.
const require = createRequire(import.meta.url);
const dysmsapi =
  require('@alicloud/dysmsapi20170525') as typeof import('@alicloud/dysmsapi20170525');
const openapi = require('@alicloud/openapi-core') as typeof import('@alicloud/openapi-core');

/** Alibaba Cloud SMS (短信服务) through its official SDK. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<typeof dysmsapi.default>;

  constructor(private readonly options: AliyunSmsOptions) {
    this.client = new dysmsapi.default(
      new openapi.$OpenApiUtil.Config({
        accessKeyId: options.accessKeyId,
        accessKeySecret: options.accessKeySecret,
        endpoint: options.endpoint ?? 'dysmsapi.aliyuncs.com',
        protocol: options.protocol ?? 'https',
      }),
    );
  }

  async send({ phone, purpose, code }: SmsMessage): Promise<void> {
    const response = await this.client.sendSms(
      new dysmsapi.SendSmsRequest({
        phoneNumbers: phone,
        signName: this.options.signName,
        templateCode: this.options.templates[purpose],
        templateParam: JSON.stringify({ code }),
      }),
    );
    const body = response.body;
    if (body?.code !== 'OK')
      throw new SmsSendError(this.name, body?.code ?? 'NO_BODY', body?.message ?? '');
  }
}
