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

export type AgriProjectFilters = ListFilters<Api['agriProjectList']>;
export type AgriProductFilters = ListFilters<Api['agriProductList']>;

const byId = (id: string) => ({ query: { id } });

/** The showcase's anonymous reads; errors are the page's to show. */
export const showcaseApi = {
  agriProjects: (f: AgriProjectFilters) =>
    portalRead<Api['agriProjectList']>('/portal/agriProject/list', { query: f }),
  agriProject: (id: string) =>
    portalRead<Api['agriProjectById']>('/portal/agriProject/queryById', byId(id)),
  agriProducts: (f: AgriProductFilters) =>
    portalRead<Api['agriProductList']>('/portal/agriProduct/list', { query: f }),
  agriProduct: (id: string) =>
    portalRead<Api['agriProductById']>('/portal/agriProduct/queryById', byId(id)),
};
