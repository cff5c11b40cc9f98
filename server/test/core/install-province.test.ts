import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import { useTestApp } from '../helpers/test-app.js';

const guangdong = useTestApp({ env: { INSTALL_PROVINCE: '440000' } });

describe('the installation’s province', () => {
  it('defaults to 河北省 and accepts only a province code', () => {
    expect(loadConfig({}).installProvince).toBe('130000');
    expect(loadConfig({ INSTALL_PROVINCE: '110000' }).installProvince).toBe('110000');
    for (const bad of ['130100', '130102', '13', 'hebei', '990000'])
      expect(() => loadConfig({ INSTALL_PROVINCE: bad }), bad).toThrow(
        'INSTALL_PROVINCE 必须是省级行政区划代码（如 130000）',
      );
  });

  it('reaches the web app at run time through /app-config.js', async () => {
    const res = await guangdong.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(res.statusCode).toBe(200);
    const config = JSON.parse(/^window\.__APP_CONFIG__=(.*);$/.exec(res.body)![1]!);
    expect(config).toMatchObject({ installProvince: '440000' });
  });
});
