import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CompanyFilters,
  type FairFilters,
  type PositionFilters,
  portalApi,
} from './portal-api';

const KEY = 'portal';

export const usePortalHome = () => useQuery({ queryKey: [KEY, 'home'], queryFn: portalApi.home });

export const usePortalBanners = () =>
  useQuery({ queryKey: [KEY, 'banners'], queryFn: portalApi.banners });

export const usePositionList = (filters: PositionFilters) =>
  useQuery({
    queryKey: [KEY, 'positions', filters],
    queryFn: () => portalApi.positions(filters),
    placeholderData: keepPreviousData,
  });

export const useCompanyList = (filters: CompanyFilters) =>
  useQuery({
    queryKey: [KEY, 'companies', filters],
    queryFn: () => portalApi.companies(filters),
    placeholderData: keepPreviousData,
  });

export const useFairList = (filters: FairFilters) =>
  useQuery({
    queryKey: [KEY, 'fairs', filters],
    queryFn: () => portalApi.fairs(filters),
    placeholderData: keepPreviousData,
  });

/** Detail reads wait for an id; a missing one is the page's to report. */
export const usePosition = (id: string | null) =>
  useQuery({
    queryKey: [KEY, 'position', id],
    queryFn: () => portalApi.position(id as string),
    enabled: Boolean(id),
  });

export const useCompany = (id: string | null | undefined) =>
  useQuery({
    queryKey: [KEY, 'company', id],
    queryFn: () => portalApi.company(id as string),
    enabled: Boolean(id),
  });

export const useFair = (id: string | null) =>
  useQuery({
    queryKey: [KEY, 'fair', id],
    queryFn: () => portalApi.fair(id as string),
    enabled: Boolean(id),
  });
