import { useQuery } from '@tanstack/react-query';
import { deliveryResource } from '@vets/contracts';
import { Select } from 'antd';
import { resourceApi } from '../../../../components/resource/resource-api';

const api = resourceApi(deliveryResource);

/** Picks an open application (delivered, viewed or invited) as 求职者 — 岗位. */
export function DeliverySelect(props: { value?: string; onChange?(value: string): void }) {
  const open = useQuery({
    queryKey: ['resource', deliveryResource.key, 'open-for-interview'],
    queryFn: () => api.list({ pageNo: 1, pageSize: 200, column: 'deliverTime', order: 'desc' }),
  });
  const options = (open.data?.records ?? [])
    .filter((r) => ['1', '2', '3'].includes(String(r.status)))
    .map((r) => ({
      value: r.id,
      label: `${String(r.resumeId_dictText ?? '')} — ${String(r.positionId_dictText ?? '')}`,
    }));
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={open.isLoading}
      options={options}
      placeholder="请选择投递记录（求职者 — 岗位）"
    />
  );
}
