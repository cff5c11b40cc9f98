import { describe, expect, it } from 'vitest';
import { PORTAL_NAV, portalTrail } from './portal-nav';

const titles = (path: string) => portalTrail(path).crumbs.map((c) => c.title);

describe('portalTrail', () => {
  it('shows 首页 alone, unlinked, on the home page', () => {
    expect(portalTrail('/home')).toEqual({ nav: 'home', crumbs: [{ title: '首页' }] });
  });

  it('walks the job fair pages from 首页', () => {
    expect(titles('/zph')).toEqual(['首页', '招聘会']);
    expect(titles('/zphxq')).toEqual(['首页', '招聘会', '招聘会详情']);
    expect(portalTrail('/zphxq').nav).toBe('fairs');
    expect(portalTrail('/zphxq').crumbs[1]).toEqual({ title: '招聘会', path: '/zph' });
  });

  it('walks the recruitment pages from 首页 / 招聘信息', () => {
    expect(titles('/zpxx')).toEqual(['首页', '招聘信息']);
    expect(titles('/zpqiye')).toEqual(['首页', '招聘信息', '企业列表']);
    expect(titles('/zpgw')).toEqual(['首页', '招聘信息', '岗位列表']);
    expect(titles('/zpxxxq')).toEqual(['首页', '招聘信息', '岗位详情']);
    expect(titles('/zpxxxq/qyxx/')).toEqual(['首页', '招聘信息', '企业信息']);
    for (const path of ['/zpxx', '/zpqiye', '/zpgw', '/zpxxxq', '/zpxxxq/qyxx']) {
      expect(portalTrail(path).nav).toBe('recruitment');
    }
  });

  it('links every step but the last', () => {
    for (const path of ['/zph', '/zphxq', '/zpgw', '/zpxxxq/qyxx']) {
      const { crumbs } = portalTrail(path);
      expect(crumbs.at(-1)?.path).toBeUndefined();
      expect(crumbs.slice(0, -1).every((c) => c.path)).toBe(true);
    }
  });

  it('falls back to a linked 首页 for an unknown path', () => {
    expect(portalTrail('/elsewhere')).toEqual({
      nav: null,
      crumbs: [{ title: '首页', path: '/home' }],
    });
  });

  it('offers 首页, 招聘会 and 招聘信息 in the header', () => {
    expect(PORTAL_NAV.map((n) => [n.label, n.path])).toEqual([
      ['首页', '/home'],
      ['招聘会', '/zph'],
      ['招聘信息', '/zpxx'],
    ]);
  });
});
