import { entrepreneurshipPages } from '../pages';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const achievementHref = (id: string) =>
  withQuery(entrepreneurshipPages.achievementDetail.path, { id });
export const transformationHref = (id: string) =>
  withQuery(entrepreneurshipPages.transformationDetail.path, { id });

/** The agricultural platform shows a project's or a product's detail in its own route. */
export type AgriKind = 'project' | 'product';
export const agriHref = (id: string, type: AgriKind) =>
  withQuery(entrepreneurshipPages.agri.path, { id, type });

export const assocNewsHref = (id: string) =>
  withQuery(entrepreneurshipPages.association.path, { news: id });
export const allianceHref = (id: string) => withQuery(entrepreneurshipPages.alliance.path, { id });
