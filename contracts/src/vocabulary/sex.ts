import { defineDict } from '../resource/dict-def.js';

export const sex = defineDict('sex', '性别', {
  male: ['1', '男'],
  female: ['2', '女'],
});
