export { default as UserByDepartModal, type UserByDepartModalProps } from './UserByDepartModal';
export {
  USER_BY_DEPART_TITLE,
  USER_BY_DEPART_WIDTH,
} from './user-by-depart';
