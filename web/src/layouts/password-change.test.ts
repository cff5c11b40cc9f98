import { createDecipheriv } from 'node:crypto';
import type { UserInfo } from '@vets/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { encryptedString } from '../api/system';
import { submitPasswordChange, usesCompanyEndpoint } from './password-change';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('../api/system', () => ({ encryptedString: vi.fn() }));
const send = vi.mocked(request);

const key = 'abcdefghijklmnop';
const iv = '0123456789abcdef';
const user = (roleCodes: string[]): UserInfo =>
  ({ id: 'u1', username: 'clerk1', realname: '办事员', roleIds: ['r'], roleCodes }) as UserInfo;
const form = {
  oldPassword: 'Old#2026pass',
  newPassword: 'New#2026pass',
  confirmpassword: 'New#2026pass',
};

function decrypt(base64: string): string {
  const d = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  d.setAutoPadding(false);
  return Buffer.concat([d.update(Buffer.from(base64, 'base64')), d.final()])
    .toString('utf8')
    .replace(/\0+$/, '');
}

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ message: '密码修改成功，请重新登录！' } as never);
  vi.mocked(encryptedString).mockResolvedValue({ key, iv });
});

describe('password change', () => {
  it('staff send the three values encrypted with the session key to /norm/updateUserPassWord', async () => {
    const message = await submitPasswordChange(user(['staff']), form);
    expect(message).toBe('密码修改成功，请重新登录！');
    const [method, url, options] = send.mock.calls[0]!;
    expect([method, url]).toEqual(['POST', '/norm/updateUserPassWord']);
    const sent = options?.data as Record<string, string>;
    expect(sent.username).toBe('clerk1');
    expect(sent.oldPassword).not.toBe(form.oldPassword);
    expect(decrypt(sent.oldPassword!)).toBe(form.oldPassword);
    expect(decrypt(sent.newPassword!)).toBe(form.newPassword);
    expect(decrypt(sent.confirmpassword!)).toBe(form.confirmpassword);
  });

  it('company and education users send plain values to the company endpoint', async () => {
    for (const role of ['companyUser', 'educationUser']) {
      send.mockClear();
      expect(usesCompanyEndpoint(user([role]))).toBe(true);
      await submitPasswordChange(user([role]), form);
      expect(send).toHaveBeenCalledWith('POST', '/company/companyUser/updatePassword', {
        data: { username: 'clerk1', ...form },
      });
    }
  });

  it('fails clearly without key material', async () => {
    vi.mocked(encryptedString).mockResolvedValue(null);
    await expect(submitPasswordChange(user(['staff']), form)).rejects.toThrow(
      '无法获取加密密钥，请稍后重试',
    );
    expect(send).not.toHaveBeenCalled();
  });
});
