import { defineResource } from '../../../resource/define-resource.js';
import { USERNAME_MESSAGES, USERNAME_NEW_LENGTH } from '../../../validation-rules.js';
import { sex } from '../../../vocabulary/index.js';
import { userStatus } from '../dicts.js';

/** 用户 (back-office and company accounts). Passwords, roles and departments travel beside the fields. */
export const userResource = defineResource({
  key: 'sysUser',
  title: '用户',
  table: 'sys_user',
  path: '/sys/user',
  permission: 'system:user',
  scope: { department: 'orgCode' },
  titleField: 'realname',
  affectsPermissions: true,
  actions: {
    freeze: { label: '冻结/解冻', method: 'PUT', path: 'frozenBatch' },
    /** Served by `/sys/user/changePassword`, which names the user by username. */
    password: { label: '重置密码' },
  },
  versioned: true,
  softDelete: true,
  fields: {
    username: {
      label: '用户账号',
      kind: 'string',
      required: true,
      minLength: USERNAME_NEW_LENGTH.min,
      maxLength: USERNAME_NEW_LENGTH.max,
      lengthMessage: USERNAME_MESSAGES.length,
      pattern: 'username',
      unique: true,
      immutable: true,
      // Company and veteran accounts were named by their phone: masked where it is one.
      sensitive: 'account',
      search: 'like',
      sortable: true,
    },
    realname: {
      label: '用户姓名',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      sortable: true,
    },
    avatar: { label: '头像', kind: 'image', list: false, excel: false },
    sex: { label: '性别', kind: 'string', dict: sex.code, search: 'eq', width: 80 },
    phone: {
      label: '手机号',
      kind: 'string',
      pattern: 'phone',
      unique: true,
      sensitive: 'phone',
      search: 'like',
    },
    email: { label: '邮箱', kind: 'string', maxLength: 100, pattern: 'email', list: false },
    orgCode: {
      label: '所属部门',
      kind: 'string',
      required: true,
      maxLength: 64,
      ref: { resource: 'sysDepart', by: 'orgCode' },
      search: 'eq',
    },
    status: {
      label: '状态',
      kind: 'string',
      dict: userStatus.code,
      defaultValue: '1',
      form: false,
      search: 'eq',
      width: 80,
    },
  },
});
