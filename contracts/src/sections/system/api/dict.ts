import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { dictResource } from '../resources/dictionary.js';

const dictParam = z.object({ dict: z.string().max(300).describe('字典') });

/** One item of a dictionary, as the dictionary widgets take it (text, title and label alike). */
const dictOption = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
});

/** 字典: the lookups the dictionary widgets call, and the dictionary cache calls of section 4. */
export const dictApi = defineEndpoints('字典', {
  getDictItems: {
    method: 'GET',
    path: '/sys/dict/getDictItems/:dict',
    summary: '按编码取字典项（或 表名,文本字段,编码字段）',
    access: SESSION,
    params: dictParam,
    response: z.array(dictOption),
  },
  loadDict: {
    method: 'GET',
    path: '/sys/dict/loadDict/:dict',
    summary: '按关键字搜索字典项',
    access: SESSION,
    params: dictParam,
    query: z.object({
      keyword: z.string().max(100).optional().describe('关键字'),
      pageSize: z.coerce.number().int().min(1).max(100).default(10).describe('条数'),
    }),
    response: z.array(dictOption),
  },
  loadDictItem: {
    method: 'GET',
    path: '/sys/dict/loadDictItem/:dict',
    summary: '取字典值对应的文本',
    access: SESSION,
    params: dictParam,
    query: z.object({ key: z.string().max(5000).describe('字典值') }),
    /** The text of each value, in the order of the values (the value itself when unknown). */
    response: z.array(z.string()),
  },
  loadTreeData: {
    method: 'GET',
    path: '/sys/dict/loadTreeData',
    summary: '树形表的一层节点（表须为已登记的树形资源，按调用者的数据范围）',
    access: SESSION,
    query: z.object({
      pid: z.string().max(100).optional().describe('上级节点的编码（空为顶级）'),
      tableName: z.string().min(1, '缺少参数：tableName').max(64).describe('表名'),
      text: z.string().min(1, '缺少参数：text').max(64).describe('文本字段'),
      code: z.string().min(1, '缺少参数：code').max(64).describe('编码字段'),
      pidField: z.string().min(1, '缺少参数：pidField').max(64).describe('上级字段'),
      hasChildField: z.string().max(64).optional().describe('是否有子节点字段'),
      condition: z.string().max(2000).optional().describe('JSON 对象：字段 → 值'),
    }),
    response: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
        title: z.string(),
        isLeaf: z.boolean(),
        leaf: z.boolean(),
      }),
    ),
  },
  refleshCache: {
    method: 'GET',
    path: '/sys/dict/refleshCache',
    summary: '清空服务端字典缓存',
    access: perm(permissionCode(dictResource, 'list')),
    response: z.null(),
  },
  queryAllDictItems: {
    method: 'GET',
    path: '/sys/dict/queryAllDictItems',
    summary: '全部字典项（按字典编码），与登录结果中的 sysAllDictItems 相同',
    access: SESSION,
    /** Items by dictionary code. */
    response: z.record(z.string(), z.array(dictOption)),
  },
});
