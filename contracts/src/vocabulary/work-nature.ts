import { defineDict } from '../resource/dict-def.js';

export const workNature = defineDict('work_nature', '工作性质', {
  fullTime: ['1', '全职'],
  partTime: ['2', '兼职'],
});
