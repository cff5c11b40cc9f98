import { defineDict } from '../../resource/dict-def.js';

export const msgCategory = defineDict('msg_category', '消息类型', {
  notice: ['1', '通知公告'],
  system: ['2', '系统消息'],
});

export const msgType = defineDict('msg_type', '通告对象', {
  all: ['ALL', '全体用户'],
  users: ['USER', '指定用户'],
});

export const sendStatus = defineDict('send_status', '发布状态', {
  draft: ['0', '未发布'],
  published: ['1', '已发布'],
  revoked: ['2', '已撤销'],
});

export const openType = defineDict('open_type', '打开方式', {
  component: ['component', '组件'],
  url: ['url', '链接'],
});

export const priority = defineDict('priority', '优先级', {
  low: ['L', '一般'],
  medium: ['M', '重要'],
  high: ['H', '紧急'],
});

/** Every fixed dictionary the notices section seeds. */
export const NOTICES_DICTS = [msgCategory, msgType, sendStatus, openType, priority];
