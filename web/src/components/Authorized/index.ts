export { Authorized, type AuthorizedProps } from './Authorized';
export { useButtonPermission, usePrefixPermission } from './use-button-permission';
