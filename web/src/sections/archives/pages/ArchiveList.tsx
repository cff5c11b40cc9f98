import { archiveResource, permissionCode, type ResourceRecord } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { ArchiveRelatedDrawer } from '../components/ArchiveRelatedDrawer';

/** 档案管理: the veterans' employment archives and, per archive, its related records. */
export default function ArchiveList() {
  const allowed = useButtonPermission();
  const [related, setRelated] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={archiveResource}
        form={{ formColumns: 2, formWidth: 1000 }}
        rowActions={(record) => [
          <Button key="related" type="link" size="small" onClick={() => setRelated(record)}>
            相关记录
          </Button>,
        ]}
      />
      <ArchiveRelatedDrawer
        archive={related}
        editable={allowed(permissionCode(archiveResource, 'edit'))}
        onClose={() => setRelated(null)}
      />
    </>
  );
}
