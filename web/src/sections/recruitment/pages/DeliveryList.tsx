import { useQueryClient } from '@tanstack/react-query';
import {
  deliveryResource,
  deliveryStatus,
  type FieldDef,
  fieldInForm,
  interviewResource,
  type ResourceRecord,
} from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { resourceApi } from '../../../components/resource/resource-api';
import { useResourceAuth } from '../../../components/resource/use-resource-auth';
import { ui } from '../../../components/ui-bridge';
import { withStatusTag } from '../components/company/status-column';

const S = deliveryStatus.values;
const STATUS_COLORS = {
  [S.delivered]: 'blue',
  [S.viewed]: 'cyan',
  [S.interview]: 'purple',
  [S.hired]: 'green',
  [S.rejected]: 'default',
};
const INTERVIEW_FIELDS = Object.entries(interviewResource.fields as Record<string, FieldDef>)
  .filter(([key, f]) => key !== 'deliveryId' && fieldInForm(f))
  .map(([key]) => key);

/** 岗位投递: applications moving along 已投递 → 已查看 → 邀请面试 → 已录用／不合适. */
export default function DeliveryList() {
  const can = useResourceAuth(deliveryResource);
  const mayInvite = useResourceAuth(interviewResource)('add');
  const queryClient = useQueryClient();
  const deliveryApi = useMemo(() => resourceApi(deliveryResource), []);
  const interviewApi = useMemo(() => resourceApi(interviewResource), []);
  const [inviting, setInviting] = useState<ResourceRecord | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['resource', deliveryResource.key] });
  const move = async (record: ResourceRecord, status: string) => {
    const res = await deliveryApi.action('changeStatus', { id: record.id, status });
    ui().message.success(res.message);
    await refresh();
  };
  const step = (record: ResourceRecord, status: string, label: string, confirm?: string) => {
    const button = (
      <Button
        key={status}
        type="link"
        size="small"
        onClick={confirm ? undefined : () => void move(record, status)}
      >
        {label}
      </Button>
    );
    return confirm ? (
      <Popconfirm key={status} title={confirm} onConfirm={() => move(record, status)}>
        {button}
      </Popconfirm>
    ) : (
      button
    );
  };
  return (
    <>
      <ResourceListPage
        def={deliveryResource}
        columns={withStatusTag('status', STATUS_COLORS)}
        rowActions={(record) => {
          if (!can('changeStatus')) return [];
          const s = String(record.status);
          return [
            s === S.delivered && step(record, S.viewed, '已查看'),
            (s === S.delivered || s === S.viewed) && mayInvite && (
              <Button key="invite" type="link" size="small" onClick={() => setInviting(record)}>
                安排面试
              </Button>
            ),
            s === S.interview && step(record, S.hired, '录用', '确定录用该求职者吗？'),
            [S.delivered, S.viewed, S.interview].some((v) => v === s) &&
              step(record, S.rejected, '不合适', '确定标记为不合适吗？'),
          ];
        }}
      />
      <ResourceFormModal
        def={interviewResource}
        api={interviewApi}
        target={inviting ? { mode: 'add' } : null}
        fixedValues={inviting ? { deliveryId: inviting.id } : undefined}
        overrides={{ formFields: INTERVIEW_FIELDS, formColumns: 2, formWidth: 860 }}
        onClose={() => setInviting(null)}
        onSaved={() => {
          setInviting(null);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: ['resource', interviewResource.key] });
        }}
      />
    </>
  );
}
