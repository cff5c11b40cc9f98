import type { AccountProfile, UserInfo } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { editOf, formValuesOf, userInfoWithProfile } from './profile-form';

const profile: AccountProfile = {
  username: 'zhang_san',
  realname: '张三',
  email: null,
  phone: '13812340001',
  avatar: null,
  sex: '1',
  sex_dictText: '男',
  version: 3,
  lastLoginTime: '2026-01-02 09:00:00',
  lastLoginIp: '127.0.0.1',
};

describe('基本设置 form', () => {
  it('fills the form from the profile, an absent email as empty text', () => {
    expect(formValuesOf(profile)).toEqual({ realname: '张三', email: '', sex: '1', avatar: null });
  });

  it('sends the four editable fields with the version, a cleared one as null', () => {
    expect(
      editOf({ realname: ' 李四 ', email: '  ', sex: undefined, avatar: 'avatar/1/a.png' }, 3),
    ).toEqual({ realname: '李四', email: null, sex: null, avatar: 'avatar/1/a.png', version: 3 });
    expect(editOf({ realname: '李四', email: 'li@a.cn', sex: '2' }, 4)).toEqual({
      realname: '李四',
      email: 'li@a.cn',
      sex: '2',
      avatar: null,
      version: 4,
    });
  });

  it('puts the saved name, email and avatar into the session user, keeping the rest', () => {
    const user: UserInfo = {
      id: 'u1',
      username: 'zhang_san',
      realname: '张三',
      avatar: null,
      phone: '13812340001',
      email: null,
      roleIds: ['r1'],
      roleCodes: ['staff'],
      roleNames: ['工作人员'],
      tenantId: 0,
      orgCode: 'A01',
      companyId: null,
      areaCode: null,
    };
    const saved = { ...profile, realname: '李四', email: 'li@a.cn', avatar: 'avatar/1/a.png' };
    expect(userInfoWithProfile(user, saved)).toEqual({
      ...user,
      realname: '李四',
      email: 'li@a.cn',
      avatar: 'avatar/1/a.png',
    });
  });
});
