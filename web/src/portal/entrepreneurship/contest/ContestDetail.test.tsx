// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { contestPortalApi, type PortalContestDetail } from '@vets/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { portalRead } from '../../portal-http';
import { renderPage } from '../../test-render';
import ContestDetail from './ContestDetail';

vi.mock('../../portal-http', async (original) => ({
  ...(await original<typeof import('../../portal-http')>()),
  portalRead: vi.fn(),
}));
const call = vi.mocked(portalRead);

const line = (judge: string, scores: number[], raw: number, normalised: number) => ({
  judge,
  recused: false,
  scores,
  raw,
  normalised,
});

const contest: PortalContestDetail = {
  id: 'k1',
  name: '2026年河北省退役军人创业创新大赛',
  year: 2026,
  theme: '创新引领 · 军创未来',
  organizer: '河北省退役军人事务厅',
  status: '3',
  statusText: '已公布',
  signUpStart: '2026-04-01',
  signUpEnd: '2026-06-30',
  entryCount: 2,
  resultsPublished: true,
  publishTime: '2026-10-28 10:00:00',
  intro: '面向全省退役军人的创业大赛。',
  threshold: 15,
  judgeCount: 3,
  criteria: [
    { name: '商业模式', weight: 60, maxScore: 60, description: '盈利模式清晰' },
    { name: '创新性', weight: 40, maxScore: 40, description: '' },
  ],
  entries: [
    {
      id: 'e1',
      rank: 1,
      projectName: '设施蔬菜智慧种植示范园',
      businessName: '石家庄冀兵农业科技有限公司',
      industryName: '农业',
      regionName: '石家庄市长安区',
      trackText: '乡村振兴组',
      award: '1',
      awardText: '一等奖',
      finalScore: 88.5,
      disagreement: false,
      judgeCount: 2,
      sheet: [
        line('评委A', [54, 36], 90, 88),
        line('评委B', [50, 35], 85, 89),
        { judge: '评委C', recused: true, scores: [null, null], raw: null, normalised: null },
      ],
    },
    {
      id: 'e2',
      rank: 2,
      projectName: '县域冷链共同配送平台',
      businessName: '唐山戎耀冷链物流有限公司',
      industryName: '道路运输业',
      regionName: '唐山市路北区',
      trackText: '初创组',
      award: '2',
      awardText: '二等奖',
      finalScore: 80,
      disagreement: true,
      judgeCount: 3,
      sheet: [line('评委A', [48, 30], 78, 70), line('评委B', [50, 32], 82, 90)],
    },
  ],
};

beforeEach(() => call.mockReset());
afterEach(cleanup);

describe('ContestDetail', () => {
  it('shows the ranking with awards, flags and each entry’s anonymised score sheet', async () => {
    call.mockResolvedValue(contest);
    renderPage('/cydsxiangqing', '/cydsxiangqing?id=k1', <ContestDetail />);

    expect(await screen.findByRole('heading', { level: 1, name: contest.name })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(contestPortalApi.byId.path, { query: { id: 'k1' } });
    expect(screen.getByText('权重 60% · 满分 60 分')).toBeTruthy();
    const entries = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(entries).toEqual(['设施蔬菜智慧种植示范园', '县域冷链共同配送平台']);
    expect(screen.getByText('第1名')).toBeTruthy();
    expect(screen.getByText('一等奖')).toBeTruthy();
    expect(screen.getAllByText('评委分歧')).toHaveLength(1);
    const sheet = screen.getByRole('table', { name: '“设施蔬菜智慧种植示范园”评分表' });
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '评委商业模式（60分）创新性（40分）加权总分标准化总分',
      '评委A54.0036.0090.0088.00',
      '评委B50.0035.0085.0089.00',
      '评委C回避（与参赛人存在关联关系，不参与该项目评分）',
      '最终得分88.50（2 位评委标准化总分的平均值）',
    ]);
  });

  it('says the results are not out yet while the edition takes sign-ups', async () => {
    call.mockResolvedValue({
      ...contest,
      status: '1',
      statusText: '报名中',
      resultsPublished: false,
      publishTime: null,
      entries: [],
    });
    renderPage('/cydsxiangqing', '/cydsxiangqing?id=k1', <ContestDetail />);
    expect(await screen.findByText('大赛正在报名，评审结果将在评审结束后公布')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reports an edition the portal does not show', async () => {
    call.mockRejectedValueOnce(new ApiError(404, '未找到该创业大赛'));
    renderPage('/cydsxiangqing', '/cydsxiangqing?id=gone', <ContestDetail />);
    expect(await screen.findByText('创业大赛不存在或未发布')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回创业大赛' })).toBeTruthy();
  });
});
