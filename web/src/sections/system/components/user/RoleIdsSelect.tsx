import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { http } from '../../../../api/request';

interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface RoleIdsSelectProps {
  /** Role ids, comma-joined (the `selectedroles` of the user form). */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** Chooses a user's roles among all roles. */
export function RoleIdsSelect({ value, onChange }: RoleIdsSelectProps) {
  const roles = useQuery({
    queryKey: ['sys-role-queryall'],
    queryFn: async () => (await http.get<RoleOption[]>('/sys/role/queryall')).result,
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
