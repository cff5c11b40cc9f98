import { listDict } from '../resource/dict-def.js';

export const militaryBranch = listDict('military_branch', '服役军种', [
  ['1', '陆军'],
  ['2', '海军'],
  ['3', '空军'],
  ['4', '火箭军'],
  ['5', '军事航天部队'],
  ['6', '网络空间部队'],
  ['7', '信息支援部队'],
  ['8', '联勤保障部队'],
  ['9', '武警部队'],
]);
