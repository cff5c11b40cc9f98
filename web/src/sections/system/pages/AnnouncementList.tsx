import { useQueryClient } from '@tanstack/react-query';
import { announcementResource, type ResourceRecord } from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { http } from '../../../api/request';
import { ui } from '../../../app/ui-bridge';
import { useButtonPermission } from '../../../components/Authorized';
import { NoticeDetailModal } from '../../../components/NoticeBell';
import { LazyRichTextEditor } from '../../../components/RichTextEditor';
import type { FormOverrides } from '../../../components/resource/ResourceFormModal';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { UserIdsSelect } from '../components/announcement/UserIdsSelect';

const DRAFT = '0';
const PUBLISHED = '1';

/** 通知公告: drafts, release to all or chosen users, revoke. */
export default function AnnouncementList() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const form = useMemo<FormOverrides>(
    () => ({
      formColumns: 1,
      formWidth: 900,
      fieldControls: {
        msgContent: <LazyRichTextEditor />,
        userIds: <UserIdsSelect />,
      },
    }),
    [],
  );

  const act = async (url: string, id: string) => {
    try {
      ui().message.success((await http.get<null>(url, { id })).message);
      void queryClient.invalidateQueries({ queryKey: ['resource', announcementResource.key] });
    } catch {
      // the request layer has shown the server's message
    }
  };

  const rowActions = (record: ResourceRecord) =>
    [
      record.sendStatus !== PUBLISHED && allowed('system:announcement:release') && (
        <Popconfirm
          key="release"
          title="确定发布吗?"
          onConfirm={() => act('/sys/annountCement/doReleaseData', record.id)}
        >
          <Button type="link" size="small">
            发布
          </Button>
        </Popconfirm>
      ),
      record.sendStatus === PUBLISHED && allowed('system:announcement:revoke') && (
        <Popconfirm
          key="revoke"
          title="确定撤销吗?"
          onConfirm={() => act('/sys/annountCement/doReovkeData', record.id)}
        >
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
