import { dictApi } from '@vets/contracts';
import { call } from '../../api/call';
import { useSession } from '../../stores/session';
import { clearDictMemory, storeDict } from './dict-cache';

export const DICT_REFRESH_MESSAGES = { done: '刷新缓存完成！', failed: '刷新缓存失败！' } as const;

/**
 * 刷新缓存 (section 4): the server drops its dictionary cache, then every item is fetched and
 * kept on this client for 7 days, as after login. Rejects when either call fails.
 */
export async function refreshDictCache(): Promise<void> {
  await call(dictApi.refleshCache, {}, { silent: true });
  const res = await call(dictApi.queryAllDictItems, {}, { silent: true });
  clearDictMemory();
  for (const [code, items] of Object.entries(res.result)) storeDict(code, items);
  useSession.getState().setDictItems(res.result);
}
