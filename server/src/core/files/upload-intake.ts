import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../app-context.js';
import { recordUpload } from './file-catalog.js';
import { readUploadLimits } from './upload-limits.js';
import { UPLOAD_MAX_BYTES } from './upload-policy.js';
import { chargeUpload, refuseOverLimit, type UploadCharge } from './upload-quota.js';
import { receiveUpload, type StoredUpload } from './upload-receiver.js';

/**
 * Takes one upload of `userId` within their rate and daily quota (429 past either), stores it
 * under `folder` and records it with its original name. A refused or failed upload leaves no
 * file and counts for nothing.
 */
export async function acceptUpload(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>,
  userId: string,
  file: MultipartFile,
  options: { folder: string; allowed?: readonly string[] },
): Promise<StoredUpload> {
  const now = ctx.clock.now();
  const day = ctx.clock.format(now).slice(0, 10);
  const charge: UploadCharge = { userId, now, day, limits: await readUploadLimits(ctx.db) };
  try {
    await refuseOverLimit(ctx.db, charge);
  } catch (error) {
    file.file.resume();
    throw error;
  }
  const stored = await receiveUpload(ctx.storage, file, {
    ...options,
    maxBytes: UPLOAD_MAX_BYTES,
    day: day.replaceAll('-', ''),
  });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await chargeUpload(trx, charge, stored.size);
      await recordUpload(trx, { ...stored, uploadedBy: userId, createdAt: now });
    });
  } catch (error) {
    await ctx.storage.remove(stored.key);
    throw error;
  }
  return stored;
}
