import { describe, expect, it } from 'vitest';
import { userPageTitle } from './user-page-titles';

describe('sign-in page titles', () => {
  it('names each page, and any other sign-in page 登录', () => {
    expect(userPageTitle('/qylogin')).toBe('企业登录');
    expect(userPageTitle('/zhuce')).toBe('企业注册');
    expect(userPageTitle('/user/casLogin')).toBe('统一身份认证登录');
    expect(userPageTitle('/somewhere')).toBe('登录');
  });
});
