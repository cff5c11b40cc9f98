// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { type PortalJobFairDetail, type PortalPositionCard, portalApi } from '@vets/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalRead } from '../../portal-http';
import { renderPage } from '../../test-render';
import FairDetail from './FairDetail';

vi.mock('../../portal-http', async (original) => ({
  ...(await original<typeof import('../../portal-http')>()),
  portalRead: vi.fn(),
}));
const call = vi.mocked(portalRead);

const fair: PortalJobFairDetail = {
  id: 'f1',
  title: '2026年退役军人春季专场招聘会',
  fairType: '2',
  fairTypeText: '现场',
  organizer: '石家庄市退役军人事务局',
  venue: '石家庄国际会展中心',
  regionName: '石家庄市',
  startTime: '2026-04-18 09:00:00',
  endTime: '2026-04-18 16:00:00',
  regDeadline: null,
  poster: null,
  companyCount: 2,
  positionCount: 1,
  description: '<p>欢迎<strong>退役军人</strong>参加</p>',
  companies: [
    {
      id: 'c1',
      companyName: '冀运物流有限公司',
      boothNo: 'A01',
      positions: [
        { id: 'p1', title: '物流配送司机', salaryMin: 5000, salaryMax: 8000 } as PortalPositionCard,
      ],
    },
    { id: 'c2', companyName: '燕赵安保服务公司', boothNo: null, positions: [] },
  ],
};

beforeEach(() => call.mockReset());
afterEach(cleanup);

describe('FairDetail', () => {
  it('shows the fair, its introduction as HTML, and its companies with positions', async () => {
    call.mockResolvedValue(fair);
    renderPage('/zphxq', '/zphxq?id=f1', <FairDetail />);

    expect(await screen.findByRole('heading', { name: fair.title })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(portalApi.jobFairById.path, { query: { id: 'f1' } });
    expect(screen.getByText('2026-04-18 09:00 至 16:00')).toBeTruthy();
    expect(screen.getByText('石家庄国际会展中心')).toBeTruthy();
    expect(screen.getByText('退役军人').tagName).toBe('STRONG');
    expect(screen.getByText('参会企业（2）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '冀运物流有限公司' }).getAttribute('href')).toBe(
      '/zpxxxq/qyxx?id=c1',
    );
    expect(screen.getByText('展位 A01')).toBeTruthy();
    expect(screen.getByRole('link', { name: /物流配送司机/ }).getAttribute('href')).toBe(
      '/zpxxxq?id=p1',
    );
    expect(screen.getByText('暂未提供岗位')).toBeTruthy();
    expect(screen.queryByText('报名截止')).toBeNull();
  });
});
