import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  signedInUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 门户站点信息: administrators keep the footer's facts; every visitor reads them. */
const t = useTestApp();
const portal = () => t.app.inject({ method: 'GET', url: `${API}/portal/site/info` });

const INFO = {
  hostOrganization: '河北省退役军人事务厅',
  undertaker: '河北省退役军人就业创业服务中心',
  address: '石家庄市长安区',
  postcode: '050000',
  hotline: '0311-12345678',
  serviceHours: '工作日',
  email: 'service@example.gov.cn',
  icpNumber: '冀ICP备00000001号-1',
  policeNumber: '冀公网安备13010202000001号',
};

describe('site information', () => {
  it('starts with the defaults, and an administrator’s save is what visitors read', async () => {
    expect((await portal()).json().result).toMatchObject({
      hostOrganization: '河北省退役军人事务厅',
    });
    const admin = apiCaller(t, () => headers);
    const headers = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const saved = await admin('PUT', '/sys/siteInfo/save', INFO);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await portal()).json().result).toEqual(INFO);
  });

  it('refuses bad values with a Chinese message, and staff without the permission', async () => {
    const admin = apiCaller(t, () => headers);
    const headers = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const bad = await admin('PUT', '/sys/siteInfo/save', { ...INFO, postcode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('邮政编码应为6位数字');
    const empty = await admin('PUT', '/sys/siteInfo/save', { ...INFO, hostOrganization: ' ' });
    expect(empty.statusCode).toBe(400);
    const staff = await signedInUser(t, { username: 'site_staff', roles: ['staff'] });
    expect((await staff('PUT', '/sys/siteInfo/save', INFO)).statusCode).toBe(403);
    expect((await portal()).json().result.postcode).toBe('050000');
  });
});
