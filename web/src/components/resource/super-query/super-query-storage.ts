import { SUPER_QUERY_SAVED_PREFIX } from '@vets/contracts';
import { storage } from '../../../stores/storage';
import type { SavedQuery } from './super-query-logic';

/** Saved queries of one page, kept in local storage under `JSuperQuerySaved_<page>`. */
export const savedQueries = {
  key: (pageKey: string) => `${SUPER_QUERY_SAVED_PREFIX}${pageKey}`,
  load(pageKey: string): SavedQuery[] {
    return storage.get<SavedQuery[]>(this.key(pageKey)) ?? [];
  },
  save(pageKey: string, list: SavedQuery[]): void {
    storage.set(this.key(pageKey), list);
  },
};
