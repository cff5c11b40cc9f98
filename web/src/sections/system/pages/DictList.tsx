import { SyncOutlined } from '@ant-design/icons';
import { dictItemResource, dictResource, type ResourceRecord } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import {
  DICT_REFRESH_MESSAGES,
  forgetDict,
  refreshDictCache,
} from '../../../components/DictSelect';
import { ChildResourceDrawer } from '../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { ui } from '../../../components/ui-bridge';

/** 数据字典: dictionaries, and the items of each in a drawer. */
export default function DictList() {
  const [dict, setDict] = useState<ResourceRecord | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshDictCache();
      ui().message.success(DICT_REFRESH_MESSAGES.done);
    } catch {
      ui().message.error(DICT_REFRESH_MESSAGES.failed);
    } finally {
      setRefreshing(false);
    }
  };
  const dropCachedItems = () => {
    if (typeof dict?.dictCode === 'string') forgetDict(dict.dictCode);
  };
  return (
    <>
      <ResourceListPage
        def={dictResource}
        onChanged={dropCachedItems}
        toolbarExtra={
          <Button icon={<SyncOutlined />} loading={refreshing} onClick={refresh}>
            刷新缓存
          </Button>
        }
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
