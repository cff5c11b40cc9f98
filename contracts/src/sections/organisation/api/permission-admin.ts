import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { actionPermission } from '../../../resource/resource-types.js';
import { ORGANISATION_PERMISSIONS } from '../permissions.js';
import { roleResource } from '../resources/role.js';

/** 0: top-level menu, 1: sub-menu, 2: button or data permission. */
export const MENU_TYPE = { top: 0, sub: 1, button: 2 } as const;

/** `area:resource:action`, several separated by commas. */
export const PERMS_PATTERN = /^[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+(,[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+)*$/;
/** A route path, an absolute address, or one starting with a `{{placeholder}}` the server fills. */
export const URL_PATTERN = /^(\/|https?:\/\/|\{\{\s*\w+\s*\}\})\S*$/;
/** A page path under web/src/pages, e.g. `system/PermissionList`. */
export const COMPONENT_PATTERN = /^[A-Za-z0-9_\-/]+$/;
const MAX_IDS_TEXT = 200_000;

const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      message: `${label}只能是是或否（true/false 或 1/0）`,
    })
    .nullable()
    .optional()
    .describe(label);

const text = (max: number, label: string) =>
  z.string().max(max).nullable().optional().describe(label);

const shape = {
  parentId: text(32, '上级菜单'),
  name: z
    .string({ message: '请输入菜单名称' })
    .trim()
    .min(1, '请输入菜单名称')
    .max(100, '菜单名称长度不能超过100个字符')
    .describe('菜单名称'),
  menuType: z
    .union(
      [z.literal(0), z.literal(1), z.literal(2), z.literal('0'), z.literal('1'), z.literal('2')],
      { message: '请选择菜单类型：0 一级菜单、1 子菜单、2 按钮/权限' },
    )
    .describe('菜单类型'),
  url: text(255, '访问路径'),
  component: text(255, '前端组件'),
  componentName: text(100, '组件名称'),
  redirect: text(255, '默认跳转地址'),
  perms: text(1000, '授权标识'),
  permsType: z
    .enum(['1', '2'], { message: '授权策略只能是 1（显示/访问）或 2（可编辑）' })
    .nullable()
    .optional()
    .describe('授权策略'),
  status: z
    .enum(['1', '0'], { message: '状态只能是 1（有效）或 0（无效）' })
    .nullable()
    .optional()
    .describe('状态'),
  icon: text(100, '菜单图标'),
  sortNo: z
    .number({ message: '排序必须是数字' })
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .nullable()
    .optional()
    .describe('排序'),
  alwaysShow: flag('聚合路由'),
  isRoute: flag('是否路由'),
  keepAlive: flag('缓存路由'),
  hidden: flag('隐藏路由'),
  internalOrExternal: flag('打开方式'),
};

type Body = z.infer<z.ZodObject<typeof shape>>;

const isOn = (v: Body['internalOrExternal']): boolean => v === true || v === 1 || v === '1';

const blankToNull = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};

/** Rules that depend on the menu type; parent existence and cycles are checked against the table. */
function checkByType(v: Body, ctx: z.RefinementCtx): void {
  const type = Number(v.menuType);
  // An invalid type has its own message already.
  if (!Object.values(MENU_TYPE).includes(type as 0)) return;
  const issue = (path: keyof Body, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const url = blankToNull(v.url);
  const component = blankToNull(v.component);
  const perms = blankToNull(v.perms);

  if (type !== MENU_TYPE.top && !blankToNull(v.parentId)) {
    issue('parentId', type === MENU_TYPE.button ? '按钮/权限必须选择上级菜单' : '请选择上级菜单');
  }
  if (type === MENU_TYPE.button) {
    if (!perms) issue('perms', '请输入授权标识');
  } else {
    if (!url) issue('url', '请输入访问路径');
    else if (!URL_PATTERN.test(url))
      issue('url', '访问路径必须以 / 或 http(s):// 开头，且不能含空格');
    if (!component && !isOn(v.internalOrExternal)) issue('component', '请输入前端组件');
  }
  if (component && !COMPONENT_PATTERN.test(component)) {
    issue('component', '前端组件只能由字母、数字、下划线、短横线和斜杠组成');
  }
  if (perms && !PERMS_PATTERN.test(perms.replace(/\s+/g, ''))) {
    issue(
      'perms',
      '授权标识格式应为 区域:资源:操作（字母、数字、下划线，以冒号分隔，多个用逗号分隔）',
    );
  }
}

/** The body of 新增菜单 (flags as booleans or 0/1); edit adds the id. */
export const permissionAddBody = z.object(shape).superRefine(checkByType);
export const permissionEditBody = z
  .object({ id: z.string().min(1, '缺少参数：id').max(32).describe('菜单ID'), ...shape })
  .superRefine(checkByType);

/** A row of sys_permission, every column. */
const permissionRecord = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  /** 0: top-level menu, 1: sub-menu, 2: button or data permission. */
  menuType: z.number(),
  perms: z.string().nullable(),
  permsType: z.string(),
  sortNo: z.number(),
  alwaysShow: z.number(),
  icon: z.string().nullable(),
  isRoute: z.number(),
  keepAlive: z.number(),
  hidden: z.number(),
  internalOrExternal: z.number(),
  status: z.string(),
  delFlag: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});

/** A row of 菜单管理: every column, plus the keys the antd tree table reads. */
export interface PermissionNode extends z.output<typeof permissionRecord> {
  key: string;
  title: string;
  leaf: boolean;
  children?: PermissionNode[];
}

export const permissionNodeSchema: z.ZodType<PermissionNode> = permissionRecord
  .extend({
    key: z.string(),
    title: z.string(),
    leaf: z.boolean(),
    children: z.array(z.lazy(() => permissionNodeSchema)).optional(),
  })
  .meta({ id: 'PermissionNode' });

/** A node of the role authorization tree. */
export interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  /** 0 top-level menu, 1 sub-menu (a page), 2 button. */
  menuType: number;
  isLeaf: boolean;
  children: AuthTreeNode[];
}

export const authTreeNodeSchema: z.ZodType<AuthTreeNode> = z
  .object({
    key: z.string(),
    title: z.string(),
    slotTitle: z.string(),
    menuType: z.number(),
    isLeaf: z.boolean(),
    children: z.array(z.lazy(() => authTreeNodeSchema)),
  })
  .meta({ id: 'AuthTreeNode' });

/** An authorization tree and every node id in it. */
export const authTreeSchema = z.object({
  treeList: z.array(authTreeNodeSchema),
  ids: z.array(z.string()),
});

const LIST = perm(ORGANISATION_PERMISSIONS.permissionList);
const AUTHORIZE = perm(actionPermission(roleResource, 'authorize'));
const TREE_SUMMARY = '角色授权用的菜单与按钮树（有效的）及全部节点ID';

/** 菜单管理 and 角色授权 (`/sys/permission/*`). */
export const permissionAdminApi = defineEndpoints('菜单权限', {
  list: {
    method: 'GET',
    path: '/sys/permission/list',
    summary: '菜单与按钮树（按排序）；给出 name 时为名称匹配的节点及其上级',
    access: LIST,
    query: z.object({
      name: z.string().max(100).optional().describe('菜单名称（模糊）'),
    }),
    response: z.array(permissionNodeSchema),
  },
  add: {
    method: 'POST',
    path: '/sys/permission/add',
    summary: '新增菜单或按钮',
    access: perm(ORGANISATION_PERMISSIONS.permissionAdd),
    body: permissionAddBody,
    response: permissionNodeSchema,
  },
  edit: {
    method: 'PUT',
    path: '/sys/permission/edit',
    summary: '编辑菜单或按钮',
    access: perm(ORGANISATION_PERMISSIONS.permissionEdit),
    body: permissionEditBody,
    response: permissionNodeSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/sys/permission/delete',
    summary: '删除菜单（连同其下级与各角色的授权）',
    access: perm(ORGANISATION_PERMISSIONS.permissionDelete),
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(32).describe('菜单ID') }),
    response: z.null(),
  },
  deleteBatch: {
    method: 'DELETE',
    path: '/sys/permission/deleteBatch',
    summary: '批量删除菜单（连同其下级与各角色的授权）',
    access: perm(ORGANISATION_PERMISSIONS.permissionDelete),
    query: z.object({
      ids: z.string().min(1, '请选择要删除的菜单').max(33_000).describe('菜单ID（逗号分隔）'),
    }),
    response: z.object({ count: z.number() }),
  },
  // The spec names the authorization tree under both paths.
  queryTreeList: {
    method: 'GET',
    path: '/sys/permission/queryTreeList',
    summary: TREE_SUMMARY,
    access: AUTHORIZE,
    response: authTreeSchema,
  },
  roleQueryTreeList: {
    method: 'GET',
    path: '/sys/role/queryTreeList',
    summary: TREE_SUMMARY,
    access: AUTHORIZE,
    response: authTreeSchema,
  },
  queryRolePermission: {
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    summary: '角色已授权的菜单与按钮ID',
    access: AUTHORIZE,
    query: z.object({
      roleId: z.string().min(1, '缺少参数：roleId').max(32).describe('角色ID'),
    }),
    response: z.array(z.string()),
  },
  saveRolePermission: {
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    summary: '保存角色的授权（以 permissionIds 替换原有授权）',
    access: AUTHORIZE,
    body: z.object({
      roleId: z.string().min(1, '缺少参数：roleId').max(32).describe('角色ID'),
      permissionIds: z.string().max(MAX_IDS_TEXT).default('').describe('授权的菜单ID（逗号分隔）'),
      lastpermissionIds: z
        .string()
        .max(MAX_IDS_TEXT)
        .optional()
        .describe('打开时已授权的菜单ID（逗号分隔，仅供参考）'),
    }),
    response: z.null(),
  },
  getSystemMenuList: {
    method: 'GET',
    path: '/sys/permission/getSystemMenuList',
    summary: '一级菜单',
    access: LIST,
    response: z.array(permissionNodeSchema),
  },
  getSystemSubmenu: {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenu',
    summary: '下级菜单与按钮',
    access: LIST,
    query: z.object({
      parentId: z.string().min(1, '缺少参数：parentId').max(32).describe('上级菜单ID'),
    }),
    response: z.array(permissionNodeSchema),
  },
  getSystemSubmenuBatch: {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenuBatch',
    summary: '多个上级菜单的下级（按上级ID分组）',
    access: LIST,
    query: z.object({
      parentIds: z
        .string()
        .min(1, '缺少参数：parentIds')
        .max(33_000)
        .describe('上级菜单ID（逗号分隔）'),
    }),
    response: z.record(z.string(), z.array(permissionNodeSchema)),
  },
});
