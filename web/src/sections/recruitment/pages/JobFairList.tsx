import { useQueryClient } from '@tanstack/react-query';
import {
  fairBoothResource,
  fairRegistrationResource,
  jobFairResource,
  type ResourceRecord,
} from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ui } from '../../../app/ui-bridge';
import { useButtonPermission } from '../../../components/Authorized';
import { ChildResourceDrawer } from '../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { recruitmentApi } from '../api';
import { AuditModal } from '../components/company/AuditModal';
import { withStatusTag } from '../components/company/status-column';
import { FairStatsModal } from '../components/fair/FairStatsModal';

/** 招聘会: fairs, booth applications with their approval, registrations and statistics. */
export default function JobFairList() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [booths, setBooths] = useState<ResourceRecord | null>(null);
  const [registrations, setRegistrations] = useState<ResourceRecord | null>(null);
  const [stats, setStats] = useState<ResourceRecord | null>(null);
  const [auditing, setAuditing] = useState<ResourceRecord | null>(null);
  const audit = async (approve: boolean, reason?: string) => {
    const res = await recruitmentApi.auditBooths([auditing!.id], approve, reason);
    ui().message.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['resource', fairBoothResource.key] });
  };
  return (
    <>
      <ResourceListPage
        def={jobFairResource}
        columns={withStatusTag('status', { '0': 'default', '1': 'green' })}
        form={{ formColumns: 2, formWidth: 960 }}
        rowActions={(record) => [
          <Button key="booths" type="link" size="small" onClick={() => setBooths(record)}>
            展位
          </Button>,
          <Button key="regs" type="link" size="small" onClick={() => setRegistrations(record)}>
            报名
          </Button>,
          <Button key="stats" type="link" size="small" onClick={() => setStats(record)}>
            统计
          </Button>,
        ]}
      />
      <ChildResourceDrawer
        def={fairBoothResource}
        parentId={booths?.id ?? null}
        title={`展位申请：${String(booths?.title ?? '')}`}
        onClose={() => setBooths(null)}
        columns={withStatusTag('status')}
        rowActions={(record) => [
          allowed('recruitment:jobFair:audit') && (
            <Button key="audit" type="link" size="small" onClick={() => setAuditing(record)}>
              审核
            </Button>
          ),
        ]}
      />
      <ChildResourceDrawer
        def={fairRegistrationResource}
        parentId={registrations?.id ?? null}
        title={`参会报名：${String(registrations?.title ?? '')}`}
        onClose={() => setRegistrations(null)}
      />
      <AuditModal
        title={`审核展位：${String(auditing?.companyId_dictText ?? '')}`}
        open={Boolean(auditing)}
        onClose={() => setAuditing(null)}
        onSubmit={audit}
      />
      <FairStatsModal fair={stats} onClose={() => setStats(null)} />
    </>
  );
}
