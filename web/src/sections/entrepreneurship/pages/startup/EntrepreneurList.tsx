import { entrepreneurResource, type ResourceRecord, supportResource } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ChildResourceDrawer } from '../../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../../components/resource/ResourceListPage';

/** 创业者: veterans' businesses, each with the loans, subsidies and incubation it received. */
export default function EntrepreneurList() {
  const [support, setSupport] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={entrepreneurResource}
        rowActions={(record) => [
          <Button key="support" type="link" size="small" onClick={() => setSupport(record)}>
            扶持记录
          </Button>,
        ]}
      />
      <ChildResourceDrawer
        def={supportResource}
        parentId={support?.id ?? null}
        title={`扶持记录：${String(support?.businessName ?? '')}`}
        onClose={() => setSupport(null)}
      />
    </>
  );
}
