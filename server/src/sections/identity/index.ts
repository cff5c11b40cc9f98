/** What the identity section offers other sections. */
export { LOG_TYPE_LOGIN, lastLoginOf, listLoginLog } from './services/login-log.js';
export { activeAccountsWithPhone, phoneInUse } from './services/phone-accounts.js';
