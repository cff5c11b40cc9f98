import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { departResource } from '../resources/depart.js';

/** The columns of a department the tree calls answer. */
const departRow = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  orgCode: z.string(),
  /** 1: service office of a region, 2: a section inside an office. */
  orgCategory: z.string(),
  departOrder: z.number(),
});

/** A department as the tree calls answer it (jeecg's SysDepartTreeModel). */
export interface DepartTreeNode extends z.output<typeof departRow> {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

export const departTreeNodeSchema: z.ZodType<DepartTreeNode> = departRow
  .extend({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    isLeaf: z.boolean(),
    children: z.array(z.lazy(() => departTreeNodeSchema)).optional(),
  })
  .meta({ id: 'DepartTreeNode' });

const LIST = perm(permissionCode(departResource, 'list'));
const forest = z.array(departTreeNodeSchema);

/** 部门管理: the department tree reads (writes go through the resource engine). */
export const departApi = defineEndpoints('部门', {
  queryTreeList: {
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    summary: '全部机构（树）',
    access: LIST,
    response: forest,
  },
  queryTreeListByOrgCode: {
    method: 'GET',
    path: '/sys/sysDepart/queryTreeListByOrgCode',
    summary: '某机构编码及其下级（树）',
    access: SESSION,
    query: z.object({ orgCode: z.string().min(1, '缺少参数：orgCode').max(64) }),
    response: forest,
  },
  queryDepartTreeSync: {
    method: 'GET',
    path: '/sys/sysDepart/queryDepartTreeSync',
    summary: '下级机构（逐级加载；pid 为空时为顶级）',
    access: LIST,
    query: z.object({ pid: z.string().max(32).optional() }),
    response: forest,
  },
  queryIdTree: {
    method: 'GET',
    path: '/sys/sysDepart/queryIdTree',
    summary: '机构树（key/value 为机构ID）',
    access: SESSION,
    response: forest,
  },
  searchBy: {
    method: 'GET',
    path: '/sys/sysDepart/searchBy',
    summary: '按名称查找机构',
    access: LIST,
    query: z.object({ keyWord: z.string().min(1, '请输入搜索内容').max(100) }),
    response: forest,
  },
  queryMyDeptTreeList: {
    method: 'GET',
    path: '/sys/sysDepart/queryMyDeptTreeList',
    summary: '当前用户所属机构及其下级（树）',
    access: SESSION,
    response: forest,
  },
});
