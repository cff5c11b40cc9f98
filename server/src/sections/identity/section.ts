import { defineSection } from '../../core/section.js';
import * as m0027 from './migrations/0027-third-party-login.js';
import { passwordRoutes } from './routes/password-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { smsRoutes } from './routes/sms-routes.js';
import { userRoutes } from './routes/user-routes.js';
import type { IdentityTables } from './tables.js';

/**
 * 登录与会话: signing in (password, phone code, the enterprise login, central and third-party
 * login), sessions and the departments a session acts for, passwords and their lock, SMS codes
 * and the login log. The accounts themselves are administered in 系统管理 (system).
 */
export const identitySection = defineSection<IdentityTables>({
  key: 'identity',
  title: '登录与会话',
  routes: [sessionRoutes, passwordRoutes, smsRoutes, userRoutes],
  migrations: { '0027-third-party-login': m0027 },
  tables: ['sys_third_account', 'sys_third_login_request', 'sys_third_login_ticket'],
  administers: ['sys_user', 'sys_log'],
});
