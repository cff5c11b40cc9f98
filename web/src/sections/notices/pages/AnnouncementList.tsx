import { useQueryClient } from '@tanstack/react-query';
import { announcementResource, type ResourceRecord, sendStatus } from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { NoticeDetailModal } from '../../../components/NoticeBell';
import type { FormOverrides } from '../../../components/resource/ResourceFormModal';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { resourceApi } from '../../../components/resource/resource-api';
import { useResourceAuth } from '../../../components/resource/use-resource-auth';
import { ui } from '../../../components/ui-bridge';
import { UserIdsSelect } from '../components/announcement/UserIdsSelect';

const { draft: DRAFT, published: PUBLISHED } = sendStatus.values;
const api = resourceApi(announcementResource);

/** 通知公告: drafts, release to all or chosen users, revoke. */
export default function AnnouncementList() {
  const can = useResourceAuth(announcementResource);
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const form = useMemo<FormOverrides>(
    () => ({
      formColumns: 1,
      formWidth: 900,
      fieldControls: {
        userIds: <UserIdsSelect />,
      },
    }),
    [],
  );

  const act = async (action: 'release' | 'revoke', id: string) => {
    try {
      ui().message.success((await api.action(action, { id })).message);
      void queryClient.invalidateQueries({ queryKey: ['resource', announcementResource.key] });
    } catch {
      // the request layer has shown the server's message
    }
  };

  const rowActions = (record: ResourceRecord) =>
    [
      record.sendStatus !== PUBLISHED && can('release') && (
        <Popconfirm key="release" title="确定发布吗?" onConfirm={() => act('release', record.id)}>
          <Button type="link" size="small">
            发布
          </Button>
        </Popconfirm>
      ),
      record.sendStatus === PUBLISHED && can('revoke') && (
        <Popconfirm key="revoke" title="确定撤销吗?" onConfirm={() => act('revoke', record.id)}>
          <Button type="link" size="small">
            撤销
          </Button>
        </Popconfirm>
      ),
      record.sendStatus !== DRAFT && (
        <Button key="view" type="link" size="small" onClick={() => setViewing(record.id)}>
          查看
        </Button>
      ),
    ].filter(Boolean);

  return (
    <>
      <ResourceListPage
        def={announcementResource}
        form={form}
        rowActions={rowActions}
        editable={(record) => record.sendStatus === DRAFT}
      />
      <NoticeDetailModal id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
