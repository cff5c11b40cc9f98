import type { ResourceDef } from '@vets/contracts';
import { newId } from '../../db/ids.js';
import { LOG_TYPE_OPERATION } from '../operation-log.js';
import type { EngineContext } from './engine-context.js';

/** Records that a user read personal data unmasked (ARCHITECTURE.md, "Personal data"). */
export async function writeSensitiveReadLog(
  ctx: EngineContext,
  actor: { userId: string; username: string },
  def: ResourceDef,
  count: number,
): Promise<void> {
  await ctx.db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LOG_TYPE_OPERATION,
      logContent: `查看${def.title}的敏感信息，共 ${count} 条`,
      operateType: 'sensitive_read',
      outcome: 'success',
      userId: actor.userId,
      username: actor.username,
      ip: null,
      userAgent: null,
      method: null,
      requestUrl: def.path,
      costTime: null,
      createTime: ctx.clock.nowText(),
    })
    .execute();
}
