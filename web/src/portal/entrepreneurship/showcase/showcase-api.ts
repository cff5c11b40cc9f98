import { showcasePortalApi as api, type Endpoint, type EndpointInput } from '@vets/contracts';
import { portalCall } from '../../portal-http';

interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A list's filters as its endpoint takes them, the page always named. */
type ListFilters<E extends Endpoint> =
  EndpointInput<E> extends { query: infer Q } ? Omit<Q, keyof Paging> & Paging : never;

export type AchievementFilters = ListFilters<typeof api.achievementList>;
export type TransformationFilters = ListFilters<typeof api.transformationList>;
export type AgriProjectFilters = ListFilters<typeof api.agriProjectList>;
export type AgriProductFilters = ListFilters<typeof api.agriProductList>;
export type AssocMemberFilters = ListFilters<typeof api.assocMemberList>;
export type AssocNewsFilters = ListFilters<typeof api.assocNewsList>;
export type AllianceFilters = ListFilters<typeof api.allianceList>;

const byId = (id: string) => ({ query: { id } });

/** The showcase's anonymous reads; errors are the page's to show. */
export const showcaseApi = {
  achievements: (f: AchievementFilters) => portalCall(api.achievementList, { query: f }),
  achievement: (id: string) => portalCall(api.achievementById, byId(id)),
  transformations: (f: TransformationFilters) => portalCall(api.transformationList, { query: f }),
  transformation: (id: string) => portalCall(api.transformationById, byId(id)),
  agriProjects: (f: AgriProjectFilters) => portalCall(api.agriProjectList, { query: f }),
  agriProject: (id: string) => portalCall(api.agriProjectById, byId(id)),
  agriProducts: (f: AgriProductFilters) => portalCall(api.agriProductList, { query: f }),
  agriProduct: (id: string) => portalCall(api.agriProductById, byId(id)),
  assocMembers: (f: AssocMemberFilters) => portalCall(api.assocMemberList, { query: f }),
  assocNews: (f: AssocNewsFilters) => portalCall(api.assocNewsList, { query: f }),
  assocNewsItem: (id: string) => portalCall(api.assocNewsById, byId(id)),
  alliance: (f: AllianceFilters) => portalCall(api.allianceList, { query: f }),
  allianceInstitution: (id: string) => portalCall(api.allianceById, byId(id)),
};
