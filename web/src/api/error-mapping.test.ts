import { describe, expect, it } from 'vitest';
import { mapError } from './error-mapping';

describe('mapError: the error catalogue of section 8', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
    [-1, '网络超时'],
    [0, '网络连接失败，请检查网络后重试'],
  ])('HTTP %i → %s', (status, description) => {
    expect(mapError({ status, hasToken: true })).toEqual({
      kind: 'notify',
      level: 'error',
      description,
    });
  });

  it('401 with a session: message, logout and reload', () => {
    expect(mapError({ status: 401, message: 'Token失效，请重新登录', hasToken: true })).toEqual({
      kind: 'logout-reload',
      description: '未授权，请重新登录',
    });
  });

  it('401 without a session only tells', () => {
    expect(mapError({ status: 401, hasToken: false })).toEqual({
      kind: 'notify',
      level: 'error',
      description: '未授权，请重新登录',
    });
  });

  it('500 with the token-expired text opens the re-login dialog; otherwise shows the message', () => {
    expect(mapError({ status: 500, message: 'Token失效，请重新登录!', hasToken: true })).toEqual({
      kind: 'relogin-dialog',
    });
    expect(mapError({ status: 500, message: '数据库异常', hasToken: true })).toEqual({
      kind: 'notify',
      level: 'error',
      description: '数据库异常',
    });
  });

  it('other statuses show the server message', () => {
    expect(mapError({ status: 400, message: '用户名不能为空', hasToken: true })).toEqual({
      kind: 'notify',
      level: 'error',
      description: '用户名不能为空',
    });
    expect(mapError({ status: 409, hasToken: true })).toMatchObject({
      description: '系统错误，请稍后重试',
    });
  });

  it('body code 401 logs out, body code 510 warns, anything else is quiet', () => {
    expect(mapError({ status: 200, bodyCode: 401, hasToken: true })).toEqual({ kind: 'logout' });
    expect(
      mapError({ status: 200, bodyCode: 510, message: '请先完善资料', hasToken: true }),
    ).toEqual({
      kind: 'notify',
      level: 'warning',
      description: '请先完善资料',
    });
    expect(mapError({ status: 200, bodyCode: 200, hasToken: true })).toEqual({ kind: 'none' });
  });
});
