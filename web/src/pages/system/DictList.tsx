import { dictItemResource, dictResource, type ResourceRecord } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { forgetDict } from '../../components/DictSelect';
import { ChildResourceDrawer } from '../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../components/resource/ResourceListPage';

/** 数据字典: dictionaries, and the items of each in a drawer. */
export default function DictList() {
  const [dict, setDict] = useState<ResourceRecord | null>(null);
  const dropCachedItems = () => {
    if (typeof dict?.dictCode === 'string') forgetDict(dict.dictCode);
  };
  return (
    <>
      <ResourceListPage
        def={dictResource}
        onChanged={dropCachedItems}
        rowActions={(record) => [
          <Button key="items" type="link" size="small" onClick={() => setDict(record)}>
            字典配置
          </Button>,
        ]}
      />
      <ChildResourceDrawer
        def={dictItemResource}
        parentId={dict?.id ?? null}
        title={`字典配置：${String(dict?.dictName ?? '')}`}
        onClose={() => setDict(null)}
        onChanged={dropCachedItems}
      />
    </>
  );
}
