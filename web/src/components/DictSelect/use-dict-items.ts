import type { DictOption } from '@vets/contracts';
import { useEffect, useState } from 'react';
import { DICT_CODE_REQUIRED, knownDictItems, loadDictItems } from './dict-cache';

export interface DictItemsState {
  items: DictOption[];
  loading: boolean;
  /** '字典Code不能为空!' for an empty code, else the load failure's message. */
  error: string | null;
}

interface Loaded {
  code: string;
  items: DictOption[];
  error: string | null;
}

const NO_ITEMS: DictOption[] = [];

/** The items of a dictionary code or `table,text,code` spec, loaded through the dictionary cache. */
export function useDictItems(dictCode: string | null | undefined): DictItemsState {
  const code = dictCode?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!code) return;
    let live = true;
    loadDictItems(code).then(
      (items) => live && setLoaded({ code, items, error: null }),
      (error: unknown) =>
        live && setLoaded({ code, items: NO_ITEMS, error: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (!code) return { items: NO_ITEMS, loading: false, error: DICT_CODE_REQUIRED };
  if (loaded?.code === code) return { items: loaded.items, loading: false, error: loaded.error };
  const known = knownDictItems(code);
  return { items: known ?? NO_ITEMS, loading: !known, error: null };
}
