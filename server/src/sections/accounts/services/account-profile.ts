import {
  ACCOUNT_SETTINGS_MESSAGES,
  type AccountProfile,
  type accountProfileEditSchema,
  sex,
  userResource,
} from '@vets/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { catalogedFiles } from '../../../core/files/file-catalog.js';
import { isServableKey } from '../../../core/files/file-fields.js';
import { linkRecordFiles } from '../../../core/files/file-links.js';
import { dictText } from '../../../core/resource/dict-lookup.js';
import type { Db } from '../../../db/database.js';
import { lastLoginOf } from '../../identity/index.js';

type ProfileEdit = z.output<typeof accountProfileEditSchema>;

/**
 * 账号设置: a signed-in user's own profile. Only the session names the user, so nobody reads or
 * edits another account here; username, phone, roles, departments and status are never written.
 */
export class AccountProfiles {
  constructor(private readonly ctx: AppContext) {}

  async read(userId: string): Promise<AccountProfile> {
    const user = await this.ctx.db
      .selectFrom('sysUser')
      .select(['username', 'realname', 'email', 'phone', 'avatar', 'sex', 'version'])
      .where('id', '=', userId)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!user) throw notFound('用户不存在');
    const lastLogin = await lastLoginOf(this.ctx.db, userId);
    const sexItems = (await this.ctx.dictCache.lookup([sex.code])).get(sex.code);
    return {
      ...user,
      sex_dictText: user.sex ? dictText(sexItems, user.sex) : null,
      lastLoginTime: lastLogin?.createTime ?? null,
      lastLoginIp: lastLogin?.ip ?? null,
    };
  }

  /**
   * Writes what the form may change, if the row still has the version the form was read at
   * (409 otherwise). A field left out stays as it is; an empty one is cleared.
   */
  async save(userId: string, editor: string, edit: ProfileEdit): Promise<AccountProfile> {
    const current = await this.ctx.db
      .selectFrom('sysUser')
      .select(['avatar'])
      .where('id', '=', userId)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!current) throw notFound('用户不存在');
    const avatar = edit.avatar === undefined ? undefined : edit.avatar || null;
    if (avatar && avatar !== current.avatar) await this.assertUploadedImage(userId, avatar);

    const changed = await this.ctx.db.transaction().execute(async (trx) => {
      const result = await this.update(trx, userId, editor, edit, avatar);
      if (avatar !== undefined) await linkRecordFiles(trx, userResource, [userId]);
      return result;
    });
    if (Number(changed.numUpdatedRows) === 0) throw conflict(ACCOUNT_SETTINGS_MESSAGES.stale);
    return this.read(userId);
  }

  private update(
    db: Db,
    userId: string,
    editor: string,
    edit: ProfileEdit,
    avatar: string | null | undefined,
  ) {
    return db
      .updateTable('sysUser')
      .set((eb) => ({
        realname: edit.realname,
        ...(edit.email === undefined ? {} : { email: edit.email || null }),
        ...(edit.sex === undefined ? {} : { sex: edit.sex }),
        ...(avatar === undefined ? {} : { avatar }),
        version: eb('version', '+', 1),
        updateBy: editor,
        updateTime: this.ctx.clock.nowText(),
      }))
      .where('id', '=', userId)
      .where('delFlag', '=', 0)
      .where('version', '=', edit.version)
      .executeTakeFirst();
  }

  /**
   * The avatar must be an image this user uploaded; the client never chooses a path, nor takes
   * over someone else's upload.
   */
  private async assertUploadedImage(userId: string, key: string): Promise<void> {
    if (!isServableKey(key)) throw badRequest('头像须为上传后的图片路径');
    const file = (await catalogedFiles(this.ctx.db, [key])).get(key);
    if (file?.uploadedBy !== userId) throw badRequest(ACCOUNT_SETTINGS_MESSAGES.avatarMissing);
  }
}
