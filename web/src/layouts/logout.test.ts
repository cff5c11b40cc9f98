// @vitest-environment jsdom
import type { UserInfo } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout';

const user = (roleCodes: string[]): UserInfo => ({
  id: '1',
  username: 'u',
  realname: 'U',
  avatar: null,
  phone: null,
  email: null,
  roleIds: roleCodes.map((r) => `role-${r}`),
  roleCodes,
  roleNames: roleCodes,
  tenantId: 0,
  orgCode: null,
  companyId: null,
  areaCode: null,
});

describe('logoutTarget', () => {
  it('sends company and education users to the enterprise login', () => {
    expect(logoutTarget(user(['companyUser']), '/a', '/user/login')).toBe('/qylogin');
    expect(logoutTarget(user(['educationUser']), '/a', '/user/login')).toBe('/qylogin');
  });

  it('sends a user without roles to the enterprise login', () => {
    expect(logoutTarget(user([]), '/a', '/user/login')).toBe('/qylogin');
    expect(logoutTarget(null, '/a', '/user/login')).toBe('/qylogin');
  });

  it('sends staff to the central login with a redirect back', () => {
    expect(logoutTarget(user(['staff']), '/system/loginLog?p=2', '/user/login')).toBe(
      '/user/login?redirect=%2Fsystem%2FloginLog%3Fp%3D2',
    );
    expect(logoutTarget(user(['admin']), '/x', 'https://sso.example/login?app=vets')).toBe(
      'https://sso.example/login?app=vets&redirect=%2Fx',
    );
  });
});
