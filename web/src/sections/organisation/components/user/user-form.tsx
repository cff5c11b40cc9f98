import {
  PASSWORD_MESSAGES,
  type ResourceRecord,
  STRONG_PASSWORD_PATTERN,
  tenantApi,
  userApi,
} from '@vets/contracts';
import { Input } from 'antd';
import { call } from '../../../../api/call';
import type { ExtraFormItem } from '../../../../components/resource/ResourceFormModal';
import { RoleIdsSelect } from './RoleIdsSelect';
import { TenantIdsSelect } from './TenantIdsSelect';

/** Password rules shared by the add form and the reset dialog. */
export const passwordRules = [
  { required: true, message: '请输入登录密码' },
  { pattern: STRONG_PASSWORD_PATTERN, message: PASSWORD_MESSAGES.newPattern },
];

export const confirmRules = (passwordField: string) => [
  { required: true, message: PASSWORD_MESSAGES.confirmRequired },
  ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: (_: unknown, value: unknown) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORD_MESSAGES.confirmMismatch)),
  }),
];

/** Items of the user form beside the fields: password (add only) and roles. */
export const USER_EXTRA_ITEMS: ExtraFormItem[] = [
  {
    name: 'password',
    label: '登录密码',
    control: <Input.Password autoComplete="new-password" placeholder="请输入登录密码" />,
    rules: passwordRules,
    addOnly: true,
  },
  {
    name: 'confirmpassword',
    label: '确认密码',
    control: <Input.Password autoComplete="new-password" placeholder="请重新输入登录密码" />,
    rules: confirmRules('password'),
    dependencies: ['password'],
    addOnly: true,
  },
  { name: 'selectedroles', label: '角色分配', control: <RoleIdsSelect /> },
];

/** The tenants item, for users who may see tenants. */
export const TENANT_ITEM: ExtraFormItem = {
  name: 'relTenantIds',
  label: '所属租户',
  control: <TenantIdsSelect />,
};

/** The roles (and, with `withTenants`, tenants) of a user opened for editing. */
export async function loadUserExtras(
  record: ResourceRecord,
  withTenants: boolean,
): Promise<Record<string, unknown>> {
  const [roles, tenants] = await Promise.all([
    call(userApi.queryUserRole, { query: { userid: record.id } }),
    withTenants ? call(tenantApi.queryUserTenants, { query: { userId: record.id } }) : null,
  ]);
  return {
    selectedroles: roles.result.join(','),
    ...(tenants ? { relTenantIds: tenants.result.join(',') } : {}),
  };
}
