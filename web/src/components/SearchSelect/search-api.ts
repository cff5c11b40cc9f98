import type { DictOption } from '@vets/contracts';
import { http } from '../../api/request';
import { itemText } from '../DictSelect/dict-text';
import type { SearchOption } from './search-select';

const path = (dict: string) => encodeURIComponent(dict);

/** Items of a dictionary or `table,text,code` spec whose text contains the keyword. */
export async function searchDict(
  dict: string,
  keyword: string,
  pageSize: number,
): Promise<SearchOption[]> {
  const res = await http.get<DictOption[]>(`/sys/dict/loadDict/${path(dict)}`, {
    keyword,
    pageSize,
  });
  return (res.result ?? []).map((item) => ({ value: String(item.value), label: itemText(item) }));
}

/** The texts of the given values, in their order. */
export async function loadDictTexts(dict: string, keys: readonly string[]): Promise<string[]> {
  const res = await http.get<string[]>(`/sys/dict/loadDictItem/${path(dict)}`, {
    key: keys.join(','),
  });
  return res.result ?? [];
}
