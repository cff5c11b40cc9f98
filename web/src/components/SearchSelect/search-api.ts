import { dictApi } from '@vets/contracts';
import { call } from '../../api/call';
import { itemText } from '../DictSelect/dict-text';
import type { SearchOption } from './search-select';

/** Items of a dictionary or `table,text,code` spec whose text contains the keyword. */
export async function searchDict(
  dict: string,
  keyword: string,
  pageSize: number,
): Promise<SearchOption[]> {
  const res = await call(dictApi.loadDict, { params: { dict }, query: { keyword, pageSize } });
  return (res.result ?? []).map((item) => ({ value: String(item.value), label: itemText(item) }));
}

/** The texts of the given values, in their order. */
export async function loadDictTexts(dict: string, keys: readonly string[]): Promise<string[]> {
  const res = await call(dictApi.loadDictItem, {
    params: { dict },
    query: { key: keys.join(',') },
  });
  return res.result ?? [];
}
