// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  showcasePortalApi as api,
  type Endpoint,
  type PageResult,
  type PortalAchievementDetail,
  type PortalAgriProductDetail,
  type PortalAssocMemberCard,
} from '@vets/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalGet, portalRead } from '../../portal-http';
import { renderPage } from '../../test-render';
import AchievementDetail from './achievements/AchievementDetail';
import AgriPlatform from './agri/AgriPlatform';
import Association from './association/Association';

vi.mock('../../portal-http', async (original) => ({
  ...(await original<typeof import('../../portal-http')>()),
  portalRead: vi.fn(),
  portalGet: vi.fn(),
}));
const call = vi.mocked(portalRead);
/** Projected lists and details are read by URL (`/portal/<path>/list`). */
const get = vi.mocked(portalGet);

const page = <T,>(records: T[], total = records.length): PageResult<T> => ({
  records,
  total,
  size: 50,
  current: 1,
  pages: 1,
});

/** Answers each endpoint with its own result. */
function answer(results: Array<[Endpoint, unknown]>) {
  const reply = async (path: string) => {
    const hit = results.find(([e]) => e.path === path);
    if (!hit) throw new Error(`unexpected call ${path}`);
    return hit[1] as never;
  };
  call.mockImplementation(reply);
  get.mockImplementation(reply);
}

const where = () => screen.getByTestId('where').textContent;

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  call.mockReset();
  get.mockReset();
});
afterEach(cleanup);

const achievement: PortalAchievementDetail = {
  id: 'a1',
  title: '智慧温室水肥一体化系统',
  ownerName: '石家庄戎耀智农科技有限公司',
  domain: '1',
  domainText: '现代农业',
  regionCode: '130109',
  regionCodeText: '石家庄市藁城区',
  summary: '节水约35%',
  cover: [],
  publishTime: '2026-11-18 10:00:00',
  viewCount: 12,
  body: '<h2>主要成果</h2><p>服务<strong>种植户</strong>120余户</p>',
  images: [],
  honors: '省级大赛二等奖',
};

describe('AchievementDetail', () => {
  it('shows the story as HTML, its facts and its honours beside it', async () => {
    answer([[api.achievementById, achievement]]);
    renderPage('/cycxcgzxiangqing', '/cycxcgzxiangqing?id=a1', <AchievementDetail />);
    expect(await screen.findByRole('heading', { level: 1, name: achievement.title })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(api.achievementById.path, { id: 'a1' });
    expect(screen.getByText('种植户').tagName).toBe('STRONG');
    expect(screen.getByText('石家庄市藁城区')).toBeTruthy();
    expect(screen.getByText('2026-11-18')).toBeTruthy();
    const honours = screen.getByRole('complementary', { name: '成果荣誉' });
    expect(within(honours).getByText('省级大赛二等奖')).toBeTruthy();
  });

  it('leaves the honours column out when there are none, and reports a missing id', async () => {
    answer([[api.achievementById, { ...achievement, honors: null }]]);
    renderPage('/cycxcgzxiangqing', '/cycxcgzxiangqing?id=a1', <AchievementDetail />);
    await screen.findByRole('heading', { level: 1, name: achievement.title });
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    renderPage('/cycxcgzxiangqing', '/cycxcgzxiangqing', <AchievementDetail />);
    expect(screen.getByText('缺少参数：id')).toBeTruthy();
  });
});

const product: PortalAgriProductDetail = {
  id: 'g1',
  productName: '赞皇金丝大枣',
  projectId: 'pj1',
  projectName: '赞皇大枣标准化种植基地',
  category: '2',
  categoryText: '果蔬',
  spec: '2.5kg/箱',
  priceMin: 45,
  priceMax: 68,
  priceUnit: '箱',
  originName: '石家庄市赞皇县',
  image: null,
  salesChannel: '电商旗舰店',
  intro: '个大肉厚',
};

describe('AgriPlatform', () => {
  it('shows a product in its own route, linking to its project', async () => {
    answer([[api.agriProductById, product]]);
    renderPage('/ncpt', '/ncpt?id=g1&type=product', <AgriPlatform />);
    expect(await screen.findByRole('heading', { level: 1, name: '赞皇金丝大枣' })).toBeTruthy();
    expect(screen.getByText('45–68元/箱')).toBeTruthy();
    expect(screen.getByRole('link', { name: '赞皇大枣标准化种植基地' }).getAttribute('href')).toBe(
      '/ncpt?id=pj1&type=project',
    );
  });

  it('switches between projects and products, each with its own filters', async () => {
    answer([
      [api.agriProjectList, page([], 5)],
      [api.agriProductList, page([product], 12)],
    ]);
    renderPage('/ncpt', '/ncpt?keyword=大枣&stage=3', <AgriPlatform />);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(api.agriProjectList.path, {
        query: { keyword: '大枣', stage: '3', pageNo: 1, pageSize: 9 },
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: /农产品/ }));
    expect(where()).toBe('/ncpt?tab=product');
    expect(await screen.findByText('赞皇金丝大枣')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /农产品/ }).getAttribute('aria-selected')).toBe('true');
  });
});

const member = (id: string, orgName: string, memberType: string, text: string) =>
  ({
    id,
    orgName,
    memberType,
    memberTypeText: text,
    regionCode: '130102',
    regionCodeText: '石家庄市长安区',
    industry: 'c1',
    industryText: '商务服务业',
    joinDate: '2021-06-18',
    intro: null,
    logo: [],
  }) satisfies PortalAssocMemberCard;

describe('Association', () => {
  it('groups the members by type, 会长单位 first, beside the news', async () => {
    answer([
      [
        api.assocMemberList,
        page([
          member('m2', '唐山军旅建设工程有限公司', '2', '副会长单位'),
          member('m1', '河北戎创实业集团有限公司', '1', '会长单位'),
          member('m3', '邯郸老兵物流有限公司', '2', '副会长单位'),
        ]),
      ],
      [api.assocNewsList, page([])],
    ]);
    renderPage('/cjh', '/cjh', <Association />);
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['会长单位1 家', '副会长单位2 家']);
    const vice = groups[1]!.closest('section') as HTMLElement;
    expect(
      within(vice)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['唐山军旅建设工程有限公司', '邯郸老兵物流有限公司']);
    expect(screen.getByText('暂无促进会动态')).toBeTruthy();
  });

  it('shows a news item in its own route', async () => {
    answer([
      [
        api.assocNewsById,
        {
          id: 'n1',
          title: '促进会召开年度会员大会',
          source: '促进会秘书处',
          cover: [],
          summary: null,
          publishTime: '2026-11-12 10:00:00',
          viewCount: 3,
          body: '<p>大会审议通过年度工作报告</p>',
        },
      ],
    ]);
    renderPage('/cjh', '/cjh?news=n1', <Association />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '促进会召开年度会员大会' }),
    ).toBeTruthy();
    expect(screen.getByText('大会审议通过年度工作报告')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回促进会/ }).getAttribute('href')).toBe('/cjh');
  });
});
