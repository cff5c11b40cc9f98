import { DICT_CACHE_TTL_MS, type DictOption, dictApi } from '@vets/contracts';
import { call } from '../../api/call';
import { cachedDictItems } from '../../stores/session';
import { storage } from '../../stores/storage';

export const DICT_CODE_REQUIRED = '字典Code不能为空!';
const STORAGE_KEY_PREFIX = 'DICT_ITEMS:';

/** A spec string `table,text,code` rather than the code of a dictionary. */
export function isTableSpec(dictCode: string): boolean {
  return dictCode.includes(',');
}

export function dictStorageKey(dictCode: string): string {
  return STORAGE_KEY_PREFIX + dictCode;
}

/** Items kept in localStorage for a dictionary code, or null when absent or older than 7 days. */
export function readStoredDict(dictCode: string): DictOption[] | null {
  return storage.get<DictOption[]>(dictStorageKey(dictCode));
}

export function storeDict(dictCode: string, items: DictOption[]): void {
  storage.set(dictStorageKey(dictCode), items, DICT_CACHE_TTL_MS);
}

export type DictFetcher = (dictCode: string) => Promise<DictOption[]>;

/** Without the cache-busting timestamp: the transport leaves it off dictionary item reads. */
export const fetchDictItems: DictFetcher = async (dictCode) =>
  (await call(dictApi.getDictItems, { params: { dict: dictCode } })).result;

/*
 * Table specs list live rows the user needs a permission to read, so they are kept in memory
 * only: another user of the same browser must not see them, and they go stale quickly.
 */
const tableItems = new Map<string, DictOption[]>();
const pending = new Map<string, Promise<DictOption[]>>();

/** Items already at hand: from login, localStorage or memory. */
export function knownDictItems(dictCode: string): DictOption[] | null {
  if (!dictCode) return null;
  if (isTableSpec(dictCode)) return tableItems.get(dictCode) ?? null;
  return cachedDictItems()[dictCode] ?? readStoredDict(dictCode);
}

/**
 * The items of a dictionary code or `table,text,code` spec: those at hand, else fetched once
 * (concurrent callers share the request) and kept for 7 days.
 */
export function loadDictItems(
  dictCode: string,
  fetcher: DictFetcher = fetchDictItems,
): Promise<DictOption[]> {
  if (!dictCode?.trim()) return Promise.reject(new Error(DICT_CODE_REQUIRED));
  const known = knownDictItems(dictCode);
  if (known) return Promise.resolve(known);
  const inFlight = pending.get(dictCode);
  if (inFlight) return inFlight;
  const load = fetcher(dictCode)
    .then((items) => {
      if (isTableSpec(dictCode)) tableItems.set(dictCode, items);
      else storeDict(dictCode, items);
      return items;
    })
    .finally(() => pending.delete(dictCode));
  pending.set(dictCode, load);
  return load;
}

/** Forgets the in-memory items (tests, and after dictionary edits). */
export function clearDictMemory(): void {
  tableItems.clear();
  pending.clear();
}

/** Forgets one dictionary everywhere on this client, after it was edited. */
export function forgetDict(dictCode: string): void {
  storage.remove(dictStorageKey(dictCode));
  tableItems.delete(dictCode);
}
