import { uploadApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { readUploadLimits, writeUploadLimits } from '../../../core/files/upload-limits.js';

/** 上传限制: administrators set how many files a minute and megabytes a day each user uploads. */
export const uploadLimitRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, uploadApi.limits, async () => ok(await readUploadLimits(ctx.db)));

  serve(app, uploadApi.saveLimits, async (request) => {
    await writeUploadLimits(ctx.db, request.body);
    return ok(await readUploadLimits(ctx.db), '保存成功');
  });
};
