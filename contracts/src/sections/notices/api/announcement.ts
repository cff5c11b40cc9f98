import { z } from 'zod';
import { defineEndpoints, pageOf, SESSION } from '../../../api/endpoint.js';

/** One unread item of the bell's lists. */
const noticeItem = z.object({
  id: z.string(),
  titile: z.string(),
  msgAbstract: z.string().nullable(),
  priority: z.string(),
  msgCategory: z.string(),
  sender: z.string().nullable(),
  sendTime: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  createTime: z.string(),
});

const text = z.string().nullable();

/** An announcement as the announcement resource answers it, with its dictionary texts. */
const announcementRecord = z.object({
  id: z.string(),
  createBy: text,
  createTime: z.string(),
  updateBy: text,
  updateTime: text,
  version: z.number(),
  titile: z.string(),
  msgCategory: z.string(),
  msgCategory_dictText: z.string(),
  priority: z.string(),
  priority_dictText: z.string(),
  msgType: z.string(),
  msgType_dictText: z.string(),
  /** The chosen recipients' ids, comma-joined. */
  userIds: text,
  msgAbstract: text,
  /** Rich text, sanitised on save. */
  msgContent: text,
  openType: text,
  openType_dictText: z.string(),
  openPage: text,
  sendStatus: text,
  sendStatus_dictText: z.string(),
  sender: text,
  sendTime: text,
});

const markReadBody = z.object({ anntId: z.string().min(1, '缺少参数：anntId').max(32) });
const markReadSummary = '把发给当前用户的一条通告标为已读';

/**
 * 通知公告 beside the announcement resource (`/sys/annountCement/*`, spelled as the spec spells
 * it): the recipient's calls: listByUser, queryById, mark read, my list.
 */
export const announcementApi = defineEndpoints('通知公告', {
  listByUser: {
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    summary: '当前用户未读的通知（anntMsg）与系统消息（sysMsg）及其总数',
    access: SESSION,
    /** The newest unread of each list; the totals count them all. */
    response: z.object({
      anntMsgList: z.array(noticeItem),
      anntMsgTotal: z.number(),
      sysMsgList: z.array(noticeItem),
      sysMsgTotal: z.number(),
    }),
  },
  queryById: {
    method: 'GET',
    path: '/sys/annountCement/queryById',
    summary: '通告详情：管理员可看任一条，其他用户只能看发给自己的已发布通告',
    access: SESSION,
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(32) }),
    response: announcementRecord,
  },
  editByAnntIdAndUserId: {
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    summary: markReadSummary,
    access: SESSION,
    body: markReadBody,
    response: z.null(),
  },
  /** The same call by POST. */
  editByAnntIdAndUserIdByPost: {
    method: 'POST',
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    summary: markReadSummary,
    access: SESSION,
    body: markReadBody,
    response: z.null(),
  },
  readAll: {
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/readAll',
    summary: '把当前用户的通告全部标为已读',
    access: SESSION,
    response: z.null(),
  },
  getMyAnnouncementSend: {
    method: 'GET',
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    summary: '当前用户收到的已发布通告（分页，含已读标记）',
    access: SESSION,
    query: z.object({
      pageNo: z.coerce.number().int().min(1).max(100000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: pageOf(
      z.object({
        id: z.string(),
        titile: z.string(),
        priority: z.string(),
        msgCategory: z.string(),
        sender: z.string().nullable(),
        sendTime: z.string().nullable(),
        /** 1 once read. */
        readFlag: z.number(),
      }),
    ),
  },
});
