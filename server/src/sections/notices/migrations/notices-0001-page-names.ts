import { pageMoves } from '../../../db/page-moves.js';

/** 通知公告 moved from the system section's pages to the notices section's. */
export const { up, down } = pageMoves([['system/AnnouncementList', 'notices/AnnouncementList']]);
