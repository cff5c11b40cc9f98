import { useQuery } from '@tanstack/react-query';
import { tenantApi } from '@vets/contracts';
import { Select } from 'antd';
import { call } from '../../../../api/call';

interface TenantIdsSelectProps {
  /** Tenant ids, comma-joined (the `relTenantIds` of the user form). */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** Chooses the tenants a user may act in besides the default one. */
export function TenantIdsSelect({ value, onChange }: TenantIdsSelectProps) {
  const tenants = useQuery({
    queryKey: ['sys-tenants'],
    queryFn: async () => (await call(tenantApi.list, {})).result,
  });
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="默认租户之外可进入的租户"
      loading={tenants.isLoading}
      value={value ? value.split(',').filter(Boolean) : []}
      onChange={(ids: string[]) => onChange?.(ids.join(','))}
      options={(tenants.data ?? [])
        .filter((t) => t.id !== 0)
        .map((t) => ({ value: String(t.id), label: `${t.name}（${t.id}）` }))}
      optionFilterProp="label"
    />
  );
}
