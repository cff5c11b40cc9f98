import { z } from 'zod';
import { defineEndpoints, perm, SESSION } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { userResource } from '../resources/user.js';

const parentId = z.string().max(100).optional();

/** A department as the picker trees show it, marked a leaf when nothing hangs below it. */
const departNode = z.object({
  key: z.string(),
  id: z.string(),
  value: z.string(),
  title: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  parentId: z.string().nullable(),
  isLeaf: z.boolean(),
});

/** A user of an organisation; the phone is masked unless the caller may see it in full. */
const orgUser = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  sex: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  orgName: z.string().nullable().describe('所属部门名称'),
});

/**
 * Read-only lists behind the department pickers (部门) and the user-by-department modal (用户).
 */
export const pickerApi = {
  ...defineEndpoints('部门', {
    queryTreeListByParent: {
      method: 'GET',
      path: '/sys/sysDepart/queryTreeListByParent',
      summary: '下级部门（树节点）；给出 keyWord 时为名称匹配的部门',
      access: SESSION,
      query: z.object({
        parentId: parentId.describe('上级部门ID（空为根）'),
        keyWord: z.string().max(100).optional().describe('部门名称（模糊）'),
      }),
      response: z.array(departNode),
    },
    queryById: {
      method: 'GET',
      path: '/sys/sysDepart/queryById',
      summary: '按部门ID、行政区划代码或机构编码取部门（一项的列表）',
      access: SESSION,
      query: z.object({ parentId: parentId.describe('部门ID、行政区划代码或机构编码') }),
      response: z.array(departNode),
    },
  }),
  ...defineEndpoints('用户', {
    getUiasUserListByOrgCode: {
      method: 'GET',
      path: '/norm/getUiasUserListByOrgCode',
      summary: '机构及其下级机构的用户（限本人所在机构及其下级，且在用户数据范围内）',
      access: perm(permissionCode(userResource, 'list')),
      query: z.object({ orgCode: z.string().min(1).max(100).describe('机构编码') }),
      response: z.array(orgUser),
    },
  }),
};
