export { NoticeBell, USER_ANNOUNCEMENT_PATH } from './NoticeBell';
export { NoticeDetailModal } from './NoticeDetailModal';
