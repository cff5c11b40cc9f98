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
