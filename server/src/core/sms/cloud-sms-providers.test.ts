import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsProvider } from './aliyun-sms-provider.js';
import { SmsSendError } from './sms-provider.js';
import { TencentSmsProvider } from './tencent-sms-provider.js';

/**
 * The cloud providers through their official SDKs, against a local server that answers as the
 * SMS APIs do: what each sends, and how a refusal comes back.
 */
interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let answer: unknown = {};
let server: http.Server;
let endpoint = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const templates = {
  login: 'T_LOGIN',
  register: 'T_REG',
  forgot: 'T_FORGOT',
  changePhone: 'T_PHONE',
};
const message = {
  phone: '13800138000',
  purpose: 'register' as const,
  code: '204816',
  validMinutes: 5,
};

describe('Alibaba Cloud SMS', () => {
  const provider = () =>
    new AliyunSmsProvider({
      accessKeyId: 'test-key',
      accessKeySecret: 'test-secret',
      signName: '退役军人服务',
      templates,
      endpoint,
      protocol: 'http',
    });

  it('sends the phone, sign, template of the purpose and the code', async () => {
    seen = [];
    answer = { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r1' };
    await provider().send(message);
    expect(seen).toHaveLength(1);
    const sent = decodeURIComponent(`${seen[0]!.url}&${seen[0]!.body}`);
    expect(seen[0]!.headers['x-acs-action']).toBe('SendSms');
    expect(seen[0]!.headers.authorization).toContain('test-key');
    expect(sent).toContain('PhoneNumbers=13800138000');
    expect(sent).toContain('SignName=退役军人服务');
    expect(sent).toContain('TemplateCode=T_REG');
    expect(sent).toContain('TemplateParam={"code":"204816"}');
  });

  it('turns a refusal into an SmsSendError with the provider code', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'r2' };
    const error = await provider()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
  });
});

describe('Tencent Cloud SMS', () => {
  const provider = () =>
    new TencentSmsProvider({
      secretId: 'test-id',
      secretKey: 'test-key',
      appId: '1400000000',
      signName: '退役军人服务',
      templates,
      endpoint,
      protocol: 'http://',
    });

  it('sends the +86 phone, app, sign, template of the purpose, the code and its minutes', async () => {
    seen = [];
    answer = {
      Response: {
        SendStatusSet: [{ Code: 'Ok', Message: 'send success', PhoneNumber: '+8613800138000' }],
        RequestId: 'r3',
      },
    };
    await provider().send(message);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-tc-action']).toBe('SendSms');
    expect(JSON.parse(seen[0]!.body)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '退役军人服务',
      TemplateId: 'T_REG',
      TemplateParamSet: ['204816', '5'],
    });
  });

  it('turns a refusal into an SmsSendError with the provider code', async () => {
    answer = {
      Response: {
        SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '日上限' }],
        RequestId: 'r4',
      },
    };
    const error = await provider()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).providerCode).toBe('LimitExceeded.PhoneNumberDailyLimit');
  });
});
