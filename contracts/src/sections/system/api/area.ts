import { z } from 'zod';
import { defineEndpoints, OPEN, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { areaResource } from '../resources/area.js';

/** One region: level 1 province, 2 city, 3 district (a municipality's districts are level 2). */
export interface AreaNode {
  /** Its GB/T 2260 code. */
  id: string;
  text: string;
  /** The code of its parent (86 for a province). */
  pid: string;
  level: number;
  /** Absent on a region without subregions. */
  children?: AreaNode[];
}

const areaNode: z.ZodType<AreaNode> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      text: z.string(),
      pid: z.string(),
      level: z.number(),
      children: z.array(areaNode).optional(),
    }),
  )
  .meta({ id: 'AreaNode' });

/** 行政区划: the region tree for the area pickers, and removing areas the service does not cover. */
export const areaApi = defineEndpoints('行政区划', {
  queryIdTree: {
    method: 'GET',
    path: '/sys/sysArea/queryIdTree',
    summary: '省市区三级行政区划树（根编码 86）',
    description: '公开的国家标准数据：企业注册等未登录页面也要选择地区。',
    access: OPEN,
    response: z.array(areaNode),
  },
  delete: {
    method: 'DELETE',
    path: '/sys/sysArea/delete',
    summary: '删除一个行政区划及其下级',
    access: perm(permissionCode(areaResource, 'delete')),
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(12) }),
    /** How many regions went: the one named and everything below it. */
    response: z.object({ count: z.number() }),
  },
});
