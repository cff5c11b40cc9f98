import type {
  bannerApi,
  Endpoint,
  EndpointInput,
  EndpointResult,
  portalApi as recruitmentPortal,
} from '@vets/contracts';
import { portalRead } from './portal-http';

type Recruitment = typeof recruitmentPortal;

interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A list's filters as its endpoint takes them, the page always named. */
type ListFilters<E extends Endpoint> =
  EndpointInput<E> extends { query: infer Q } ? Omit<Q, keyof Paging> & Paging : never;

export type PositionFilters = ListFilters<typeof recruitmentPortal.positionList>;
export type CompanyFilters = ListFilters<typeof recruitmentPortal.companyList>;
/** `fairType`: 1 线上, 2 现场. */
export type FairFilters = ListFilters<typeof recruitmentPortal.jobFairList>;

export type PortalBanner = EndpointResult<typeof bannerApi.list>[number];

/** The portal's anonymous reads; errors are the caller's to show. */
export const portalApi = {
  positions: (f: PositionFilters) =>
    portalRead<Recruitment['positionList']>('/portal/position/list', { query: f }),
  position: (id: string) =>
    portalRead<Recruitment['positionById']>('/portal/position/queryById', { query: { id } }),
  companies: (f: CompanyFilters) =>
    portalRead<Recruitment['companyList']>('/portal/company/list', { query: f }),
  company: (id: string) =>
    portalRead<Recruitment['companyById']>('/portal/company/queryById', { query: { id } }),
  fairs: (f: FairFilters) =>
    portalRead<Recruitment['jobFairList']>('/portal/jobFair/list', { query: f }),
  fair: (id: string) =>
    portalRead<Recruitment['jobFairById']>('/portal/jobFair/queryById', { query: { id } }),
  home: () => portalRead<Recruitment['home']>('/portal/recruitment/home', {}),
  banners: () => portalRead<(typeof bannerApi)['list']>('/portal/banner/list', {}),
};
