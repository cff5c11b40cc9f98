import {
  bannerApi,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  portalApi as recruitmentPortal,
} from '@vets/contracts';
import { portalCall } from './portal-http';

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
  positions: (f: PositionFilters) => portalCall(recruitmentPortal.positionList, { query: f }),
  position: (id: string) => portalCall(recruitmentPortal.positionById, { query: { id } }),
  companies: (f: CompanyFilters) => portalCall(recruitmentPortal.companyList, { query: f }),
  company: (id: string) => portalCall(recruitmentPortal.companyById, { query: { id } }),
  fairs: (f: FairFilters) => portalCall(recruitmentPortal.jobFairList, { query: f }),
  fair: (id: string) => portalCall(recruitmentPortal.jobFairById, { query: { id } }),
  home: () => portalCall(recruitmentPortal.home, {}),
  banners: () => portalCall(bannerApi.list, {}),
};
