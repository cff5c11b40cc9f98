import { permissionCode } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { SysFileRefTable } from '../../db/schema.js';
import type { AppContext } from '../app-context.js';
import type { AuthContext } from '../auth/session-service.js';
import type { CatalogedFile } from './file-catalog.js';

type AccessContext = Pick<AppContext, 'db' | 'resources' | 'permissions'>;

/** Whether the caller may read the record `ref` names: its owner, or its list in scope. */
async function mayReadRecord(
  ctx: AccessContext,
  request: FastifyRequest,
  auth: AuthContext,
  ref: SysFileRefTable,
): Promise<boolean> {
  const service = ctx.resources.byKey(ref.resourceKey);
  if (!service) return false;
  const owns = service.binding.hooks?.ownsRecord;
  if (owns && (await owns({ db: ctx.db, auth, recordId: ref.recordId }))) return true;
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  if (!codes.has(permissionCode(service.def, 'list'))) return false;
  const scope = await service.scopeFor(request, 'read');
  return (await service.store.allowedIds([ref.recordId], scope)).length > 0;
}

/**
 * Whether the signed-in caller may open a private file: one that may read a record referring
 * to it, or its uploader while no record does yet.
 */
export async function mayOpenFile(
  ctx: AccessContext,
  request: FastifyRequest,
  file: CatalogedFile,
): Promise<boolean> {
  const auth = request.auth;
  if (!auth) return false;
  if (!file.refs.length) return file.uploadedBy === auth.userId;
  for (const ref of file.refs) if (await mayReadRecord(ctx, request, auth, ref)) return true;
  return false;
}
