import { defineSection } from '../../core/section.js';
import * as m0025 from './migrations/0025-company-claims.js';
import { registerRoutes } from './routes/register-routes.js';

/** 账号与自助服务: company registration (and, as they come, the other self-service accounts). */
export const accountsSection = defineSection({
  key: 'accounts',
  title: '账号与自助服务',
  routes: [registerRoutes],
  migrations: { '0025-company-claims': m0025 },
  tables: ['acc_company_claim'],
});
