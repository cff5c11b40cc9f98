import { defineDict } from '../resource/dict-def.js';

/** 是否: the values of every switch field. */
export const yesNo = defineDict('yn', '是否', {
  yes: ['Y', '是'],
  no: ['N', '否'],
});
