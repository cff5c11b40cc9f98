import { useQuery } from '@tanstack/react-query';
import { DICT_CACHE_TTL_MS, type DictOption } from '@vets/contracts';
import { http } from '../../api/request';
import { cachedDictItems } from '../../stores/session';

export const DICT_CODE_REQUIRED = '字典Code不能为空!';

/** Items of a dictionary: those that came with login, else fetched and kept for 7 days. */
export function useDictOptions(code: string | undefined): DictOption[] {
  const preloaded = code ? cachedDictItems()[code] : undefined;
  const query = useQuery({
    queryKey: ['dict', code],
    enabled: Boolean(code) && !preloaded,
    staleTime: DICT_CACHE_TTL_MS,
    queryFn: async () => {
      if (!code) throw new Error(DICT_CODE_REQUIRED);
      return (await http.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`))
        .result;
    },
  });
  return preloaded ?? query.data ?? [];
}
