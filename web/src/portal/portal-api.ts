import type {
  PageResult,
  PortalCompanyCard,
  PortalCompanyDetail,
  PortalHomeStats,
  PortalJobFairCard,
  PortalJobFairDetail,
  PortalPositionCard,
  PortalPositionDetail,
} from '@vets/contracts';
import { portalGet as get } from './portal-http';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface PositionFilters extends Paging {
  keyword?: string;
  regionCode?: string;
  categoryId?: string;
  companyId?: string;
}

export interface CompanyFilters extends Paging {
  keyword?: string;
  regionCode?: string;
  industry?: string;
}

export interface FairFilters extends Paging {
  keyword?: string;
  /** 1 线上, 2 现场. */
  fairType?: '1' | '2';
}

export interface PortalHome {
  stats: PortalHomeStats;
  hotPositions: PortalPositionCard[];
  latestFairs: PortalJobFairCard[];
  featuredCompanies: PortalCompanyCard[];
}

export interface PortalBanner {
  id: string;
  title: string;
  image: string;
  linkUrl: string | null;
}

/** The portal's anonymous reads; errors are the caller's to show. */
export const portalApi = {
  positions: (f: PositionFilters) =>
    get<PageResult<PortalPositionCard>>('/portal/position/list', { ...f }),
  position: (id: string) => get<PortalPositionDetail>('/portal/position/queryById', { id }),
  companies: (f: CompanyFilters) =>
    get<PageResult<PortalCompanyCard>>('/portal/company/list', { ...f }),
  company: (id: string) => get<PortalCompanyDetail>('/portal/company/queryById', { id }),
  fairs: (f: FairFilters) => get<PageResult<PortalJobFairCard>>('/portal/jobFair/list', { ...f }),
  fair: (id: string) => get<PortalJobFairDetail>('/portal/jobFair/queryById', { id }),
  home: () => get<PortalHome>('/portal/recruitment/home'),
  banners: () => get<PortalBanner[]>('/portal/banner/list'),
};
