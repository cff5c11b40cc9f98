import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';

/** Any change to a dictionary or its items clears the cached texts. */
export const dictHooks = (ctx: AppContext): ResourceHooks => ({
  afterWrite: async () => ctx.dictCache.invalidate(),
});
