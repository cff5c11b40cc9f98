import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementApi, type EndpointResult, msgCategory } from '@vets/contracts';
import { Badge, Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../../../api/call';
import { NoticeDetailModal } from '../../../../components/NoticeBell';
import { PRIORITY_TAGS } from '../../../../components/NoticeBell/notice-api';
import {
  type PageState,
  standardPagination,
} from '../../../../components/table/standard-pagination';
import { ui } from '../../../../components/ui-bridge';

type MyNotice = EndpointResult<typeof announcementApi.getMyAnnouncementSend>['records'][number];

/** 我的消息: the announcements sent to me, read or not. */
export default function UserAnnouncementList() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });
  const [viewing, setViewing] = useState<string | null>(null);
  const key = ['my-announcements', page];
  const list = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await call(announcementApi.getMyAnnouncementSend, {
          query: { pageNo: page.current, pageSize: page.size },
        })
      ).result,
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['my-announcements'] });
  const open = async (notice: MyNotice) => {
    setViewing(notice.id);
    if (!notice.readFlag) {
      await call(announcementApi.editByAnntIdAndUserId, { body: { anntId: notice.id } }).catch(
        () => undefined,
      );
      refresh();
    }
  };
  const readAll = async () => {
    try {
      ui().message.success((await call(announcementApi.readAll, {})).message);
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };

  return (
    <Card variant="borderless">
      <Button onClick={readAll} style={{ marginBottom: 16 }}>
        全部标为已读
      </Button>
      <Table<MyNotice>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={standardPagination(page, list.data?.total ?? 0, setPage)}
        columns={[
          {
            title: '标题',
            dataIndex: 'titile',
            render: (title: string, notice) => (
              <Button type="link" size="small" onClick={() => open(notice)}>
                <Badge dot={!notice.readFlag}>{title}</Badge>
              </Button>
            ),
          },
          {
            title: '优先级',
            dataIndex: 'priority',
            width: 90,
            render: (p: string) => (
              <Tag color={PRIORITY_TAGS[p]?.color}>{PRIORITY_TAGS[p]?.text ?? p}</Tag>
            ),
          },
          {
            title: '类型',
            dataIndex: 'msgCategory',
            width: 100,
            render: (c: string) => (c === msgCategory.values.system ? '系统消息' : '通知公告'),
          },
          { title: '发布人', dataIndex: 'sender', width: 120 },
          { title: '发布时间', dataIndex: 'sendTime', width: 170 },
          {
            title: '状态',
            dataIndex: 'readFlag',
            width: 80,
            render: (r: number) => (r ? '已读' : '未读'),
          },
        ]}
      />
      <NoticeDetailModal id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
