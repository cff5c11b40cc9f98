import { announcementApi, type EndpointResult } from '@vets/contracts';
import { call } from '../../api/call';

export type NoticeLists = EndpointResult<typeof announcementApi.listByUser>;
export type NoticeItem = NoticeLists['anntMsgList'][number];
export type NoticeDetail = EndpointResult<typeof announcementApi.queryById>;

export const noticeApi = {
  listByUser: async () => (await call(announcementApi.listByUser, {}, { silent: true })).result,
  markRead: (anntId: string) =>
    call(announcementApi.editByAnntIdAndUserId, { body: { anntId } }, { silent: true }),
  detail: async (id: string) => (await call(announcementApi.queryById, { query: { id } })).result,
};

export const PRIORITY_TAGS: Record<string, { text: string; color: string }> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};
