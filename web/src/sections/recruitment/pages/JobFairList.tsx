import {
  fairBoothResource,
  fairRegistrationResource,
  fairStatus,
  jobFairResource,
  type ResourceRecord,
} from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ChildResourceDrawer } from '../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { withStatusTag } from '../components/company/status-column';
import { FairStatsModal } from '../components/fair/FairStatsModal';

/** 招聘会: fairs, booth applications (approved by their transition), registrations and statistics. */
export default function JobFairList() {
  const [booths, setBooths] = useState<ResourceRecord | null>(null);
  const [registrations, setRegistrations] = useState<ResourceRecord | null>(null);
  const [stats, setStats] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={jobFairResource}
        columns={withStatusTag('status', {
          [fairStatus.values.draft]: 'default',
          [fairStatus.values.published]: 'green',
        })}
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
      />
      <ChildResourceDrawer
        def={fairRegistrationResource}
        parentId={registrations?.id ?? null}
        title={`参会报名：${String(registrations?.title ?? '')}`}
        onClose={() => setRegistrations(null)}
      />
      <FairStatsModal fair={stats} onClose={() => setStats(null)} />
    </>
  );
}
