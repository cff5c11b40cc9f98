import { listDict } from '../resource/dict-def.js';

/** Education values rise with the level; matching compares them as numbers. */
export const education = listDict('education', '学历', [
  ['1', '初中及以下'],
  ['2', '高中/中专/技校'],
  ['3', '大专'],
  ['4', '本科'],
  ['5', '硕士研究生'],
  ['6', '博士研究生'],
]);
