import type { Endpoint, EndpointInput, showcasePortalApi } from '@vets/contracts';
import { portalRead } from '../../portal-http';

type Api = typeof showcasePortalApi;

interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A list's filters as its endpoint takes them, the page always named. */
type ListFilters<E extends Endpoint> =
  EndpointInput<E> extends { query: infer Q } ? Omit<Q, keyof Paging> & Paging : never;

export type AchievementFilters = ListFilters<Api['achievementList']>;
export type TransformationFilters = ListFilters<Api['transformationList']>;
export type AgriProjectFilters = ListFilters<Api['agriProjectList']>;
export type AgriProductFilters = ListFilters<Api['agriProductList']>;
export type AssocMemberFilters = ListFilters<Api['assocMemberList']>;
export type AssocNewsFilters = ListFilters<Api['assocNewsList']>;
export type AllianceFilters = ListFilters<Api['allianceList']>;

const byId = (id: string) => ({ query: { id } });

/** The showcase's anonymous reads; errors are the page's to show. */
export const showcaseApi = {
  achievements: (f: AchievementFilters) =>
    portalRead<Api['achievementList']>('/portal/achievement/list', { query: f }),
  achievement: (id: string) =>
    portalRead<Api['achievementById']>('/portal/achievement/queryById', byId(id)),
  transformations: (f: TransformationFilters) =>
    portalRead<Api['transformationList']>('/portal/transformation/list', { query: f }),
  transformation: (id: string) =>
    portalRead<Api['transformationById']>('/portal/transformation/queryById', byId(id)),
  agriProjects: (f: AgriProjectFilters) =>
    portalRead<Api['agriProjectList']>('/portal/agriProject/list', { query: f }),
  agriProject: (id: string) =>
    portalRead<Api['agriProjectById']>('/portal/agriProject/queryById', byId(id)),
  agriProducts: (f: AgriProductFilters) =>
    portalRead<Api['agriProductList']>('/portal/agriProduct/list', { query: f }),
  agriProduct: (id: string) =>
    portalRead<Api['agriProductById']>('/portal/agriProduct/queryById', byId(id)),
  assocMembers: (f: AssocMemberFilters) =>
    portalRead<Api['assocMemberList']>('/portal/associationMember/list', { query: f }),
  assocNews: (f: AssocNewsFilters) =>
    portalRead<Api['assocNewsList']>('/portal/associationNews/list', { query: f }),
  assocNewsItem: (id: string) =>
    portalRead<Api['assocNewsById']>('/portal/associationNews/queryById', byId(id)),
  alliance: (f: AllianceFilters) =>
    portalRead<Api['allianceList']>('/portal/alliance/list', { query: f }),
  allianceInstitution: (id: string) =>
    portalRead<Api['allianceById']>('/portal/alliance/queryById', byId(id)),
};
