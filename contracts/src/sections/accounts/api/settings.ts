import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';
import { FORM_PATTERNS } from '../../../resource/form-rules.js';
import { sex } from '../../../vocabulary/index.js';

export const ACCOUNT_SETTINGS_MESSAGES = {
  loaded: '查询成功',
  saved: '保存成功',
  stale: '资料已在别处修改，请刷新后重试',
  avatarMissing: '头像图片不存在，请重新上传',
} as const;

/** What a person may change in 账号设置, and the bounds of 姓名. */
export const REALNAME_LENGTH = { min: 2, max: 30 } as const;
export const REALNAME_MESSAGES = {
  required: '请输入姓名',
  length: `姓名长度为${REALNAME_LENGTH.min}到${REALNAME_LENGTH.max}个字符`,
} as const;
export const EMAIL_MAX_LENGTH = 100;

/**
 * Fields of the account that 账号设置 shows but never changes, with where they are changed.
 * A save naming one is refused (400) rather than silently ignored.
 */
export const FIXED_ACCOUNT_FIELDS: Record<string, string> = {
  id: '用户ID（只能修改本人资料）',
  username: '用户账号',
  phone: '手机号（请通过“修改手机号”更换）',
  password: '密码（请通过“修改密码”更换）',
  status: '状态',
  orgCode: '所属部门',
  roles: '角色',
  roleIds: '角色',
  selectedroles: '角色',
  selecteddeparts: '部门',
  companyId: '所属企业',
};

/** The 400 message for keys a save may not carry. */
export function fixedFieldsMessage(keys: readonly PropertyKey[]): string {
  const labels = [...new Set(keys.map((k) => FIXED_ACCOUNT_FIELDS[String(k)] ?? String(k)))];
  return `账号设置只能修改姓名、邮箱、性别和头像，不能修改：${labels.join('、')}`;
}

/** An uploaded image's stored path (`avatar/20260101/<random>.png`), as the upload answers it. */
export const AVATAR_PATH =
  /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}(\/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}){0,4}\.(jpg|jpeg|png|gif|bmp|webp)$/i;

const sexValues = sex.items.map((i) => i.value) as [string, ...string[]];

/** The signed-in user's own profile: the phone in full, since it is their own. */
export const accountProfileSchema = z.object({
  username: z.string().describe('用户账号'),
  realname: z.string().describe('姓名'),
  email: z.string().nullable().describe('邮箱'),
  phone: z.string().nullable().describe('手机号（本人，完整）'),
  avatar: z.string().nullable().describe('头像（上传后的存储路径）'),
  sex: z.string().nullable().describe('性别（字典 sex）'),
  sex_dictText: z.string().nullable().describe('性别名称'),
  version: z.number().describe('版本号，保存时原样带回'),
  lastLoginTime: z.string().nullable().describe('最近一次成功登录的时间'),
  lastLoginIp: z.string().nullable().describe('最近一次成功登录的 IP'),
});

export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** What 基本设置 saves. Any other key (username, phone, roles, status, an id) is a 400. */
export const accountProfileEditSchema = z.strictObject(
  {
    realname: z
      .string(REALNAME_MESSAGES.required)
      .trim()
      .min(1, { error: REALNAME_MESSAGES.required, abort: true })
      .min(REALNAME_LENGTH.min, REALNAME_MESSAGES.length)
      .max(REALNAME_LENGTH.max, REALNAME_MESSAGES.length)
      .describe('姓名'),
    email: z
      .string(FORM_PATTERNS.email.message)
      .trim()
      .max(EMAIL_MAX_LENGTH, `邮箱最多${EMAIL_MAX_LENGTH}个字符`)
      .refine((v) => v === '' || FORM_PATTERNS.email.pattern.test(v), FORM_PATTERNS.email.message)
      .nullable()
      .optional()
      .describe('邮箱（空为不填）'),
    sex: z
      .enum(sexValues, `性别取值无效，可选值：${sexValues.join('、')}`)
      .nullable()
      .optional()
      .describe('性别（字典 sex）'),
    avatar: z
      .string('头像须为上传后的图片路径')
      .max(500, '头像路径过长')
      .regex(AVATAR_PATH, '头像须为上传后的图片路径')
      .nullable()
      .optional()
      .describe('头像：/sys/common/upload 答复的存储路径，空为不设头像'),
    version: z
      .number('缺少版本号，请刷新后重试')
      .int('版本号无效')
      .min(0, '版本号无效')
      .describe('读取资料时的版本号'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? fixedFieldsMessage(issue.keys) : '请求内容应为对象',
  },
);

export type AccountProfileEdit = z.input<typeof accountProfileEditSchema>;

/**
 * 账号设置: any signed-in user reads and edits their own profile. No input names a user: the
 * session does. The phone changes through /user/alteration, the password through 修改密码.
 */
export const accountSettingsApi = defineEndpoints('账号设置', {
  profile: {
    method: 'GET',
    path: '/accounts/settings/profile',
    summary: '本人资料：账号、姓名、邮箱、手机号、头像、性别、最近登录',
    access: SESSION,
    response: accountProfileSchema,
  },
  saveProfile: {
    method: 'PUT',
    path: '/accounts/settings/profile',
    summary: '修改本人的姓名、邮箱、性别与头像（带读取时的版本号）；答复保存后的资料',
    access: SESSION,
    body: accountProfileEditSchema,
    response: accountProfileSchema,
  },
});
