import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  assocMemberResource,
  assocNewsResource,
  institutionResource,
  PortalListQuery,
} from '@vets/contracts';
import { useProjectionList } from '../../projection/projection-queries';
import { type AgriProductFilters, type AgriProjectFilters, showcaseApi } from './showcase-api';

const KEY = 'portal-showcase';

/** A paged list, kept on screen while the next page loads. */
function useList<F, T>(name: string, filters: F, read: (f: F) => Promise<T>) {
  return useQuery({
    queryKey: [KEY, name, filters],
    queryFn: () => read(filters),
    placeholderData: keepPreviousData,
  });
}

/** A detail read waits for an id; a missing one is the page's to report. */
function useDetail<T>(name: string, id: string | null, read: (id: string) => Promise<T>) {
  return useQuery({
    queryKey: [KEY, name, id],
    queryFn: () => read(id as string),
    enabled: Boolean(id),
  });
}

export const useAgriProjects = (f: AgriProjectFilters) =>
  useList('agriProjects', f, showcaseApi.agriProjects);
export const useAgriProject = (id: string | null) =>
  useDetail('agriProject', id, showcaseApi.agriProject);
export const useAgriProducts = (f: AgriProductFilters) =>
  useList('agriProducts', f, showcaseApi.agriProducts);
export const useAgriProduct = (id: string | null) =>
  useDetail('agriProduct', id, showcaseApi.agriProduct);

export const useAssocMembers = (q: PortalListQuery<typeof assocMemberResource>) =>
  useProjectionList<typeof assocMemberResource>('associationMember', q);
export const useAssocNews = (q: PortalListQuery<typeof assocNewsResource>) =>
  useProjectionList<typeof assocNewsResource>('associationNews', q);

export const useAlliance = (q: PortalListQuery<typeof institutionResource>) =>
  useProjectionList<typeof institutionResource>('alliance', q);
