import { type ResourceRecord, reportHeadResource, reportItemResource } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ChildResourceDrawer } from '../../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../../components/resource/ResourceListPage';

/** 在线报表配置: reports over registered views, and the fields of each in a drawer. */
export default function ReportConfigList() {
  const [report, setReport] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={reportHeadResource}
        rowActions={(record) => [
          <Button key="items" type="link" size="small" onClick={() => setReport(record)}>
            字段配置
          </Button>,
        ]}
      />
      <ChildResourceDrawer
        def={reportItemResource}
        parentId={report?.id ?? null}
        title={`报表字段：${String(report?.name ?? '')}`}
        onClose={() => setReport(null)}
      />
    </>
  );
}
