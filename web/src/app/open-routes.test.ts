import { describe, expect, it } from 'vitest';
import { isOpenPath } from './open-routes';

describe('isOpenPath', () => {
  it('opens every portal recruitment page to a visitor without a session', () => {
    for (const path of [
      '/home',
      '/zph',
      '/zphxq',
      '/zpxx',
      '/zpqiye',
      '/zpgw',
      '/zpxxxq',
      '/zpxxxq/qyxx',
    ]) {
      expect(isOpenPath(path), path).toBe(true);
    }
  });

  it('opens every route section 2 lists as open, and the portal pages added since', () => {
    const spec =
      '/user/login, /registerAction, /registerAction/register, /registerAction/register-result, /qylogin, /zhuce, /wjmm, /user/register-result, /user/alteration, /qywz, /home, /zph, /zpxx, /ncpt, /cyds, /cycxcgz, /cycgzh, /jypxlm, /cjh, /zphxq, /cycxcgzxiangqing, /cycgzhxiangqing, /zpqiye, /zpgw, /zpxxxq, /zpxxxq/qyxx, /cydsxiangqing';
    const since = ['/xwzx', '/xwzxxq', '/zcfg', '/zcfgxq', '/qzdl', '/grzx', '/404'];
    for (const path of [...spec.split(', '), ...since]) expect(isOpenPath(path), path).toBe(true);
  });

  it('keeps the back office and the root closed', () => {
    for (const path of ['/', '/dashboard/analysis', '/isps/userAnnouncement', '/user']) {
      expect(isOpenPath(path), path).toBe(false);
    }
  });

  it('opens the pages the central login service and the third-party provider send people to', () => {
    for (const path of ['/user/casLogin', '/user/thirdLogin', '/user/thirdBind']) {
      expect(isOpenPath(path), path).toBe(true);
    }
  });

  it('ignores a trailing slash but not a longer path', () => {
    expect(isOpenPath('/zpgw/')).toBe(true);
    expect(isOpenPath('/zpgw/edit')).toBe(false);
    expect(isOpenPath('/recruitment/position')).toBe(false);
  });
});
