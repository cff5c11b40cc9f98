import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AchievementFilters,
  type AgriProductFilters,
  type AgriProjectFilters,
  type AllianceFilters,
  type AssocMemberFilters,
  type AssocNewsFilters,
  showcaseApi,
  type TransformationFilters,
} from './showcase-api';

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

export const useAchievements = (f: AchievementFilters) =>
  useList('achievements', f, showcaseApi.achievements);
export const useAchievement = (id: string | null) =>
  useDetail('achievement', id, showcaseApi.achievement);

export const useTransformations = (f: TransformationFilters) =>
  useList('transformations', f, showcaseApi.transformations);
export const useTransformation = (id: string | null) =>
  useDetail('transformation', id, showcaseApi.transformation);

export const useAgriProjects = (f: AgriProjectFilters) =>
  useList('agriProjects', f, showcaseApi.agriProjects);
export const useAgriProject = (id: string | null) =>
  useDetail('agriProject', id, showcaseApi.agriProject);
export const useAgriProducts = (f: AgriProductFilters) =>
  useList('agriProducts', f, showcaseApi.agriProducts);
export const useAgriProduct = (id: string | null) =>
  useDetail('agriProduct', id, showcaseApi.agriProduct);

export const useAssocMembers = (f: AssocMemberFilters) =>
  useList('assocMembers', f, showcaseApi.assocMembers);
export const useAssocNews = (f: AssocNewsFilters) => useList('assocNews', f, showcaseApi.assocNews);
export const useAssocNewsItem = (id: string | null) =>
  useDetail('assocNewsItem', id, showcaseApi.assocNewsItem);

export const useAlliance = (f: AllianceFilters) => useList('alliance', f, showcaseApi.alliance);
export const useAllianceInstitution = (id: string | null) =>
  useDetail('allianceInstitution', id, showcaseApi.allianceInstitution);
