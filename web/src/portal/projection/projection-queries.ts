import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PageResult,
  PortalCard,
  PortalDetail,
  PortalListQuery,
  PortalPath,
  ResourceDef,
} from '@vets/contracts';
import { portalGet } from '../portal-http';

const KEY = 'portal-projection';

/**
 * A page of the portal list a definition projects, kept on screen while the next loads. The
 * definition is named by type only, so the portal loads no definition or schema at run time;
 * the path must be its projection's (the compiler checks it).
 */
export const useProjectionList = <D extends ResourceDef>(
  path: PortalPath<D>,
  query: PortalListQuery<D>,
) =>
  useQuery({
    queryKey: [KEY, path, 'list', query],
    queryFn: () =>
      portalGet<PageResult<PortalCard<D>>>(
        `/portal/${path}/list`,
        query as Parameters<typeof portalGet>[1],
      ),
    placeholderData: keepPreviousData,
  });

/** The detail by id; without an id nothing is read (the page says what is missing). */
export const useProjectionDetail = <D extends ResourceDef>(
  path: PortalPath<D>,
  id: string | null,
) =>
  useQuery({
    queryKey: [KEY, path, 'detail', id],
    queryFn: () => portalGet<PortalDetail<D>>(`/portal/${path}/queryById`, { id: id as string }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
