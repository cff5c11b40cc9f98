import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { patchSearch } from './list-params';

/** A list page's filters kept in the URL, so a search can be shared, reloaded and gone back to. */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      setSearch((current) => patchSearch(current, patch));
      if ('pageNo' in patch) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setSearch],
  );
  return { search, update };
}
