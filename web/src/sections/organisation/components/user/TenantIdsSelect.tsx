import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TENANT_ID, tenantResource } from '@vets/contracts';
import { Select } from 'antd';
import { resourceApi } from '../../../../components/resource/resource-api';

const tenants = resourceApi(tenantResource);

interface TenantIdsSelectProps {
  /** Tenant ids, comma-joined (the `relTenantIds` of the user form). */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** Chooses the tenants a user may act in besides the default one. */
export function TenantIdsSelect({ value, onChange }: TenantIdsSelectProps) {
  const list = useQuery({
    queryKey: ['resource', tenantResource.key, 'all'],
    queryFn: async () => (await tenants.list({ pageSize: 1000 })).records,
  });
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="默认租户之外可进入的租户"
      loading={list.isLoading}
      value={value ? value.split(',').filter(Boolean) : []}
      onChange={(ids: string[]) => onChange?.(ids.join(','))}
      options={(list.data ?? [])
        .filter((t) => Number(t.id) !== DEFAULT_TENANT_ID)
        .map((t) => ({ value: String(t.id), label: `${t.name}（${t.id}）` }))}
      optionFilterProp="label"
    />
  );
}
