import type { ResourceHooks } from '../../../core/resource/resource-binding.js';

const LINK = /^(\/[^\s]*|https?:\/\/\S+)$/;

/** Links stay on this site or go to http(s). */
export const bannerHooks: ResourceHooks = {
  check({ values, existing }): Record<string, string> | undefined {
    const link = values.linkUrl ?? existing?.linkUrl;
    if (typeof link === 'string' && link && !LINK.test(link)) {
      return { linkUrl: '链接地址应为站内路径（以 / 开头）或 http(s) 地址' };
    }
    return undefined;
  },
};
