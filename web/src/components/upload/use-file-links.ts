import { useQuery } from '@tanstack/react-query';
import { fetchFileLinks, isStoredPath, linkUrl } from '../../api/file-links';
import { staticUrl } from '../../api/static-url';

/** Signatures last two hours: addresses are asked for again after one. */
const REFRESH_MS = 60 * 60_000;

export interface FileLinks {
  /** The address that opens the file; undefined until known (a private one needs a signature). */
  urlOf(path: string): string | undefined;
  /** The name it was uploaded with, when the server knows it. */
  nameOf(path: string): string | undefined;
}

/** Where stored uploads open and what they were called, for widgets that show them. */
export function useFileLinks(paths: readonly string[]): FileLinks {
  const stored = [...new Set(paths.filter(isStoredPath))].sort();
  const links = useQuery({
    queryKey: ['file-links', stored],
    queryFn: () => fetchFileLinks(stored),
    enabled: stored.length > 0,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  return {
    urlOf(path) {
      if (!isStoredPath(path)) return staticUrl(path);
      const link = links.data?.get(path);
      if (link) return linkUrl(link);
      return links.isFetched ? staticUrl(path) : undefined;
    },
    nameOf: (path) => links.data?.get(path)?.name,
  };
}

/** The address of one stored image (an avatar), or undefined while there is none. */
export function useFileUrl(path: string | null | undefined): string | undefined {
  const links = useFileLinks(path ? [path] : []);
  return path ? links.urlOf(path) : undefined;
}
