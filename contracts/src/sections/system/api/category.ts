import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';

/** A category as the tree selects take it: key and value are its id, title its name. */
const categoryNode = z.object({
  key: z.string(),
  value: z.string(),
  id: z.string(),
  pid: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  leaf: z.boolean(),
});

/** 分类字典: the tree reads the category select calls (CRUD is the category resource's). */
export const categoryApi = defineEndpoints('分类字典', {
  loadTreeRoot: {
    method: 'GET',
    path: '/sys/category/loadTreeRoot',
    summary: '某分类编码（pcode）下的第一级分类；pcode 为空或 0 时为顶级',
    access: SESSION,
    query: z.object({
      pcode: z.string().max(100).optional(),
      condition: z.string().max(500).optional(),
    }),
    response: z.array(categoryNode),
  },
  loadTreeChildren: {
    method: 'GET',
    path: '/sys/category/loadTreeChildren',
    summary: '子分类',
    access: SESSION,
    query: z.object({ pid: z.string().min(1).max(32) }),
    response: z.array(categoryNode),
  },
  loadTreeData: {
    method: 'GET',
    path: '/sys/category/loadTreeData',
    summary: '按上级ID或上级编码取分类，可加 JSON 条件（name、code、id）',
    access: SESSION,
    query: z.object({
      pid: z.string().max(32).optional(),
      pcode: z.string().max(100).optional(),
      condition: z.string().max(500).optional(),
    }),
    response: z.array(categoryNode),
  },
  loadOne: {
    method: 'GET',
    path: '/sys/category/loadOne',
    summary: '按字段（id、code、name）取一个分类',
    access: SESSION,
    query: z.object({ field: z.string().max(32), val: z.string().max(100) }),
    response: categoryNode,
  },
  loadDictItem: {
    method: 'GET',
    path: '/sys/category/loadDictItem/',
    summary: '分类ID转名称（按 ids 的顺序）',
    access: SESSION,
    query: z.object({ ids: z.string().max(3300).default('') }),
    /** The name of each id, in the order of the ids (the id itself when unknown). */
    response: z.array(z.string()),
  },
});
