import { defineResource } from '../../../resource/define-resource.js';
import { msgCategory, msgType, openType, priority, sendStatus } from '../dicts.js';

/** 通知公告: announcements to all users or chosen ones, released and revoked. */
export const announcementResource = defineResource({
  key: 'sysAnnouncement',
  title: '通告',
  table: 'sys_announcement',
  path: '/sys/annountCement',
  permission: 'system:announcement',
  scope: 'global',
  titleField: 'titile',
  actions: {
    release: { label: '发布', method: 'GET', target: 'id', path: 'doReleaseData' },
    revoke: { label: '撤销', method: 'GET', target: 'id', path: 'doReovkeData' },
  },
  versioned: true,
  softDelete: true,
  fields: {
    titile: { label: '标题', kind: 'string', required: true, maxLength: 100, search: 'like' },
    msgCategory: {
      label: '消息类型',
      kind: 'string',
      dict: msgCategory.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    priority: {
      label: '优先级',
      kind: 'string',
      dict: priority.code,
      required: true,
      defaultValue: 'L',
      search: 'eq',
      width: 90,
    },
    msgType: {
      label: '通告对象',
      kind: 'string',
      dict: msgType.code,
      required: true,
      defaultValue: 'ALL',
      width: 100,
    },
    userIds: { label: '指定用户', kind: 'text', list: false, excel: false },
    msgAbstract: { label: '摘要', kind: 'text', maxLength: 500, list: false },
    msgContent: { label: '内容', kind: 'richtext', list: false, excel: false, public: true },
    openType: { label: '打开方式', kind: 'string', dict: openType.code, list: false },
    openPage: { label: '打开页面', kind: 'string', maxLength: 255, list: false },
    sendStatus: {
      label: '发布状态',
      kind: 'string',
      dict: sendStatus.code,
      form: false,
      search: 'eq',
    },
    sender: { label: '发布人', kind: 'string', form: false },
    sendTime: { label: '发布时间', kind: 'datetime', form: false, sortable: true },
  },
});
