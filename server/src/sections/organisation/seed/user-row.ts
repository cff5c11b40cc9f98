import type { Clock } from '../../../db/clock.js';
import type { SysUserTable } from '../../../db/schema.js';

/** A complete sys_user row for a new, active account; callers give what differs. */
export function newUserRow(
  clock: Clock,
  user: Pick<SysUserTable, 'id' | 'username' | 'realname' | 'passwordHash' | 'orgCode'> &
    Partial<SysUserTable>,
): SysUserTable {
  return {
    avatar: null,
    phone: null,
    email: null,
    sex: null,
    status: '1',
    companyId: null,
    areaCode: null,
    loginFailCount: 0,
    lockedUntil: null,
    delFlag: 0,
    version: 1,
    createBy: null,
    createTime: clock.nowText(),
    updateBy: null,
    updateTime: null,
    ...user,
  };
}
