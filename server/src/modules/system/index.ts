import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { areaRoutes } from './routes/area-routes.js';
import { categoryRoutes } from './routes/category-routes.js';
import { cryptoRoutes } from './routes/crypto-routes.js';
import { dataRuleRoutes } from './routes/data-rule-routes.js';
import { departPermissionRoutes } from './routes/depart-permission-routes.js';
import { departRoutes } from './routes/depart-routes.js';
import { dictCacheRoutes } from './routes/dict-cache-routes.js';
import { dictRoutes } from './routes/dict-routes.js';
import { duplicateCheckRoutes } from './routes/duplicate-check-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { passwordRoutes } from './routes/password-routes.js';
import { permissionAdminRoutes } from './routes/permission-admin-routes.js';
import { permissionRoutes } from './routes/permission-routes.js';
import { pickerRoutes } from './routes/picker-routes.js';
import { positionRoutes } from './routes/position-routes.js';
import { roleRoutes } from './routes/role-routes.js';
import { ruleRoutes } from './routes/rule-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { tenantRoutes } from './routes/tenant-routes.js';
import { uploadRoutes } from './routes/upload-routes.js';
import { userAdminRoutes } from './routes/user-admin-routes.js';
import { userRoutes } from './routes/user-routes.js';

/**
 * System area: login and sessions, permissions, key material, logs, the current user,
 * dictionaries, positions, uploads and the duplicate check.
 */
export const systemModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(sessionRoutes, opts);
  await app.register(permissionRoutes, opts);
  await app.register(permissionAdminRoutes, opts);
  await app.register(cryptoRoutes, opts);
  await app.register(logRoutes, opts);
  await app.register(userRoutes, opts);
  await app.register(userAdminRoutes, opts);
  await app.register(roleRoutes, opts);
  await app.register(dataRuleRoutes, opts);
  await app.register(departRoutes, opts);
  await app.register(departPermissionRoutes, opts);
  await app.register(tenantRoutes, opts);
  await app.register(passwordRoutes, opts);
  await app.register(dictRoutes, opts);
  await app.register(dictCacheRoutes, opts);
  await app.register(positionRoutes, opts);
  await app.register(uploadRoutes, opts);
  await app.register(duplicateCheckRoutes, opts);
  await app.register(ruleRoutes, opts);
  await app.register(categoryRoutes, opts);
  await app.register(areaRoutes, opts);
  await app.register(pickerRoutes, opts);
};
