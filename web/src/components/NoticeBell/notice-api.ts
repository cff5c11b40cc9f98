import { http } from '../../api/request';

export interface NoticeItem {
  id: string;
  titile: string;
  msgAbstract?: string | null;
  priority: 'L' | 'M' | 'H' | string;
  msgCategory: string;
  sender: string | null;
  sendTime: string | null;
  openType?: string | null;
  openPage?: string | null;
}

export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

export interface NoticeDetail extends NoticeItem {
  msgContent: string | null;
}

export const noticeApi = {
  listByUser: async () =>
    (await http.get<NoticeLists>('/sys/annountCement/listByUser', {}, { silent: true })).result,
  markRead: (anntId: string) =>
    http.put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, { silent: true }),
  detail: async (id: string) =>
    (await http.get<NoticeDetail>('/sys/annountCement/queryById', { id })).result,
};

export const PRIORITY_TAGS: Record<string, { text: string; color: string }> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};
