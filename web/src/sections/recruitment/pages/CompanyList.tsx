import { useQueryClient } from '@tanstack/react-query';
import { companyEvaluationResource, companyResource, type ResourceRecord } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ui } from '../../../app/ui-bridge';
import { useButtonPermission } from '../../../components/Authorized';
import { ChildResourceDrawer } from '../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { recruitmentApi } from '../api';
import { AuditModal } from '../components/company/AuditModal';
import { withStatusTag } from '../components/company/status-column';
import { FavoriteButton } from '../components/favorite/FavoriteButton';

/** 企业管理: companies, their approval, and staff's and veterans' evaluations. */
export default function CompanyList() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [auditing, setAuditing] = useState<ResourceRecord | null>(null);
  const [rating, setRating] = useState<ResourceRecord | null>(null);
  const audit = async (approve: boolean, reason?: string) => {
    const res = await recruitmentApi.auditCompanies([auditing!.id], approve, reason);
    ui().message.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['resource', companyResource.key] });
  };
  return (
    <>
      <ResourceListPage
        def={companyResource}
        columns={withStatusTag('auditStatus')}
        form={{ formColumns: 2, formWidth: 960 }}
        rowActions={(record) => [
          allowed('recruitment:company:audit') && (
            <Button key="audit" type="link" size="small" onClick={() => setAuditing(record)}>
              审核
            </Button>
          ),
          <Button key="rate" type="link" size="small" onClick={() => setRating(record)}>
            评价
          </Button>,
          allowed('recruitment:favorite:add') && (
            <FavoriteButton key="fav" targetType="company" targetId={record.id} />
          ),
        ]}
      />
      <AuditModal
        title={`审核企业：${String(auditing?.companyName ?? '')}`}
        open={Boolean(auditing)}
        onClose={() => setAuditing(null)}
        onSubmit={audit}
      />
      <ChildResourceDrawer
        def={companyEvaluationResource}
        parentId={rating?.id ?? null}
        title={`企业评价：${String(rating?.companyName ?? '')}`}
        onClose={() => setRating(null)}
      />
    </>
  );
}
