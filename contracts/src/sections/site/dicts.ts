import { defineDict } from '../../resource/dict-def.js';

export const bannerStatus = defineDict('banner_status', '上架状态', {
  on: ['1', '上架'],
  off: ['0', '下架'],
});

/** Every fixed dictionary the site section seeds. */
export const SITE_DICTS = [bannerStatus];
