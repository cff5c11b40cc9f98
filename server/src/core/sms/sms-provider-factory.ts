import type { SmsConfig } from '../config.js';
import { AliyunSmsProvider } from './aliyun-sms-provider.js';
import { LogSmsProvider } from './log-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { TencentSmsProvider } from './tencent-sms-provider.js';

/** The provider the configuration names; the log one writes through `log`. */
export function createSmsProvider(
  config: SmsConfig,
  log: (line: Record<string, unknown>) => void,
): SmsProvider {
  const common = {
    signName: config.signName,
    templates: config.templates,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  };
  switch (config.provider) {
    case 'aliyun':
      return new AliyunSmsProvider({
        ...common,
        accessKeyId: config.keyId,
        accessKeySecret: config.keySecret,
        protocol: config.protocol,
      });
    case 'tencent':
      return new TencentSmsProvider({
        ...common,
        secretId: config.keyId,
        secretKey: config.keySecret,
        appId: config.appId,
        protocol: `${config.protocol}://`,
        ...(config.region ? { region: config.region } : {}),
      });
    default:
      return new LogSmsProvider(log);
  }
}
