import { describe, expect, it } from 'vitest';
import { PORTAL_NAV, portalTrail } from './portal-nav';
import { PORTAL_PAGES } from './portal-pages';

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

  it('offers 首页, 招聘会, 招聘信息 and the programme pages in the header', () => {
    expect(PORTAL_NAV.map((n) => [n.label, n.path])).toEqual([
      ['首页', '/home'],
      ['招聘会', '/zph'],
      ['招聘信息', '/zpxx'],
      ['新闻资讯', '/xwzx'],
      ['政策法规', '/zcfg'],
      ['农业创新平台', '/ncpt'],
      ['成果展示', '/cycxcgz'],
      ['成果转化', '/cycgzh'],
      ['创业大赛', '/cyds'],
      ['教育培训联盟', '/jypxlm'],
      ['促进会', '/cjh'],
    ]);
  });

  it('walks the showcase pages of 创业服务 from 首页, details under their lists', () => {
    expect(titles('/cycxcgz')).toEqual(['首页', '创业成果展示']);
    expect(titles('/cycxcgzxiangqing')).toEqual(['首页', '创业成果展示', '成果详情']);
    expect(portalTrail('/cycxcgzxiangqing').crumbs[1]).toEqual({
      title: '创业成果展示',
      path: '/cycxcgz',
    });
    expect(titles('/cycgzhxiangqing')).toEqual(['首页', '创业成果转化', '项目详情']);
    expect(portalTrail('/cycgzhxiangqing').nav).toBe('transformations');
    expect(titles('/ncpt')).toEqual(['首页', '农业创新平台']);
    expect(titles('/jypxlm')).toEqual(['首页', '教育培训联盟']);
    expect(titles('/cjh/')).toEqual(['首页', '促进会']);
    expect(portalTrail('/cjh').nav).toBe('association');
  });

  it('walks 创业大赛 from 首页, an edition under the list', () => {
    expect(titles('/cyds')).toEqual(['首页', '创业大赛']);
    expect(titles('/cydsxiangqing')).toEqual(['首页', '创业大赛', '大赛详情']);
    expect(portalTrail('/cydsxiangqing').crumbs[1]).toEqual({ title: '创业大赛', path: '/cyds' });
    expect(portalTrail('/cydsxiangqing').nav).toBe('contests');
  });
});

describe('the trails derived from the declared pages', () => {
  const home = { title: '首页', path: '/home' };
  const step = (title: string, path: string) => ({ title, path });
  const here = (title: string) => ({ title });
  // Every portal page's trail as it was before the pages were declared by their areas.
  const TODAY: Array<[string, string | null, Array<{ title: string; path?: string }>]> = [
    ['/home', 'home', [here('首页')]],
    ['/zph', 'fairs', [home, here('招聘会')]],
    ['/zphxq', 'fairs', [home, step('招聘会', '/zph'), here('招聘会详情')]],
    ['/zpxx', 'recruitment', [home, here('招聘信息')]],
    ['/zpqiye', 'recruitment', [home, step('招聘信息', '/zpxx'), here('企业列表')]],
    ['/zpgw', 'recruitment', [home, step('招聘信息', '/zpxx'), here('岗位列表')]],
    ['/zpxxxq', 'recruitment', [home, step('招聘信息', '/zpxx'), here('岗位详情')]],
    ['/zpxxxq/qyxx', 'recruitment', [home, step('招聘信息', '/zpxx'), here('企业信息')]],
    ['/grzx', null, [home, here('我的求职')]],
    ['/xwzx', 'news', [home, here('新闻资讯')]],
    ['/xwzxxq', 'news', [home, step('新闻资讯', '/xwzx'), here('信息详情')]],
    ['/zcfg', 'policies', [home, here('政策法规')]],
    ['/zcfgxq', 'policies', [home, step('政策法规', '/zcfg'), here('政策详情')]],
    ['/ncpt', 'agri', [home, here('农业创新平台')]],
    ['/cycxcgz', 'achievements', [home, here('创业成果展示')]],
    [
      '/cycxcgzxiangqing',
      'achievements',
      [home, step('创业成果展示', '/cycxcgz'), here('成果详情')],
    ],
    ['/cycgzh', 'transformations', [home, here('创业成果转化')]],
    [
      '/cycgzhxiangqing',
      'transformations',
      [home, step('创业成果转化', '/cycgzh'), here('项目详情')],
    ],
    ['/jypxlm', 'alliance', [home, here('教育培训联盟')]],
    ['/cjh', 'association', [home, here('促进会')]],
    ['/cyds', 'contests', [home, here('创业大赛')]],
    ['/cydsxiangqing', 'contests', [home, step('创业大赛', '/cyds'), here('大赛详情')]],
  ];

  it('gives every page the trail it had', () => {
    for (const [path, nav, crumbs] of TODAY) {
      expect(portalTrail(path), path).toEqual({ nav, crumbs });
    }
  });

  it('lights a nav entry that exists', () => {
    const keys = PORTAL_NAV.map((n) => n.key);
    for (const page of PORTAL_PAGES) {
      const { nav } = portalTrail(page.path);
      if (nav !== null) expect(keys, page.path).toContain(nav);
    }
  });
});
