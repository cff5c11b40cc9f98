import type { Generated, Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CoreTables } from '../../db/schema.js';

export interface SysAnnouncementTable {
  id: string;
  /** Title, spelled as the spec spells it. */
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  /** L general, M important, H urgent. */
  priority: string;
  /** 1 notice, 2 system message. */
  msgCategory: string;
  /** ALL users, or USER: the ones in userIds. */
  msgType: string;
  userIds: string | null;
  /** 0 draft, 1 published, 2 revoked. */
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  sender: string | null;
  openType: string | null;
  openPage: string | null;
  delFlag: number;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysAnnouncementSendTable {
  id: string;
  anntId: string;
  userId: string;
  /** The announcement's category, copied at release. */
  msgCategory: string;
  readFlag: number;
  readTime: string | null;
  createTime: string;
}

/** The notices tables. */
export type NoticesTables = {
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
};

export type NoticesDb = Kysely<CoreTables & NoticesTables>;

export const noticesDb = (db: Db): NoticesDb => db.withTables<NoticesTables>();
