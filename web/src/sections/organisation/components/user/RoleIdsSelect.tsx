import { useQuery } from '@tanstack/react-query';
import { roleApi } from '@vets/contracts';
import { Select } from 'antd';
import { call } from '../../../../api/call';

interface RoleIdsSelectProps {
  /** Role ids, comma-joined (the `selectedroles` of the user form). */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** Chooses a user's roles among all roles. */
export function RoleIdsSelect({ value, onChange }: RoleIdsSelectProps) {
  const roles = useQuery({
    queryKey: ['sys-role-queryall'],
    queryFn: async () => (await call(roleApi.queryall, {})).result,
  });
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="请选择角色"
      loading={roles.isLoading}
      value={value ? value.split(',').filter(Boolean) : []}
      onChange={(ids: string[]) => onChange?.(ids.join(','))}
      options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
      optionFilterProp="label"
      data-testid="user-roles-select"
    />
  );
}
