import {
  companyEvaluationResource,
  companyResource,
  RECRUITMENT_PERMISSIONS,
  type ResourceRecord,
} from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { ChildResourceDrawer } from '../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { withStatusTag } from '../components/company/status-column';
import { FavoriteButton } from '../components/favorite/FavoriteButton';

/** 企业管理: companies, their approval (a transition), and staff's and veterans' evaluations. */
export default function CompanyList() {
  const allowed = useButtonPermission();
  const [rating, setRating] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={companyResource}
        columns={withStatusTag('auditStatus')}
        form={{ formColumns: 2, formWidth: 960 }}
        rowActions={(record) => [
          <Button key="rate" type="link" size="small" onClick={() => setRating(record)}>
            评价
          </Button>,
          allowed(RECRUITMENT_PERMISSIONS.favoriteAdd) && (
            <FavoriteButton key="fav" targetType="company" targetId={record.id} />
          ),
        ]}
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
