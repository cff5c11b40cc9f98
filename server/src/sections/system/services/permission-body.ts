import { z } from 'zod';
import type { SysPermissionTable } from '../../../db/schema.js';

export const MENU_TYPE = { top: 0, sub: 1, button: 2 } as const;

/** `area:resource:action`, several separated by commas. */
export const PERMS_PATTERN = /^[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+(,[A-Za-z0-9_]+(:[A-Za-z0-9_]+)+)*$/;
/** A route path, an absolute address, or one starting with a `{{placeholder}}` the server fills. */
const URL_PATTERN = /^(\/|https?:\/\/|\{\{\s*\w+\s*\}\})\S*$/;
/** A page path under web/src/pages, e.g. `system/PermissionList`. */
const COMPONENT_PATTERN = /^[A-Za-z0-9_\-/]+$/;

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

type Flag = boolean | 0 | 1 | '0' | '1' | null | undefined;

const toFlag = (v: Flag, fallback: 0 | 1): number =>
  v === undefined || v === null ? fallback : v === true || v === 1 || v === '1' ? 1 : 0;

const blankToNull = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};

type Body = z.infer<z.ZodObject<typeof shape>>;

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
    if (!component && toFlag(v.internalOrExternal, 0) === 0) issue('component', '请输入前端组件');
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

export const permissionAddBody = z.object(shape).superRefine(checkByType);
export const permissionEditBody = z
  .object({ id: z.string().min(1, '缺少参数：id').max(32).describe('菜单ID'), ...shape })
  .superRefine(checkByType);

export type PermissionColumns = Omit<
  SysPermissionTable,
  'id' | 'delFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

/** The validated body as column values. */
export function toColumns(v: Body): PermissionColumns {
  const menuType = Number(v.menuType);
  return {
    parentId: menuType === MENU_TYPE.top ? null : blankToNull(v.parentId),
    name: v.name,
    url: blankToNull(v.url),
    component: blankToNull(v.component),
    componentName: blankToNull(v.componentName),
    redirect: blankToNull(v.redirect),
    menuType,
    perms: blankToNull(v.perms)?.replace(/\s+/g, '') ?? null,
    permsType: v.permsType ?? '1',
    sortNo: v.sortNo ?? 0,
    alwaysShow: toFlag(v.alwaysShow, 0),
    icon: blankToNull(v.icon),
    isRoute: toFlag(v.isRoute, 1),
    keepAlive: toFlag(v.keepAlive, 0),
    hidden: toFlag(v.hidden, 0),
    internalOrExternal: toFlag(v.internalOrExternal, 0),
    status: v.status ?? '1',
  };
}
