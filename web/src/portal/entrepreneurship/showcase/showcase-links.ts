import { PORTAL_PATHS } from '../../portal-paths';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const achievementHref = (id: string) => withQuery(PORTAL_PATHS.achievementDetail, { id });
export const transformationHref = (id: string) =>
  withQuery(PORTAL_PATHS.transformationDetail, { id });

/** The agricultural platform shows a project's or a product's detail in its own route. */
export type AgriKind = 'project' | 'product';
export const agriHref = (id: string, type: AgriKind) =>
  withQuery(PORTAL_PATHS.agriPlatform, { id, type });

export const assocNewsHref = (id: string) => withQuery(PORTAL_PATHS.association, { news: id });
export const allianceHref = (id: string) => withQuery(PORTAL_PATHS.alliance, { id });
