import {
  ROLE_ADMIN,
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  ROLE_GRID_WORKER,
  ROLE_STAFF,
  ROLE_VETERAN,
  roleDataScope,
} from '@vets/contracts';
import type { SeedRoleCode } from '../../../core/auth/menu-seed.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';

/** Role ids are fixed so that menus can name them across installations. */
export const SEED_ROLES: ReadonlyArray<{
  id: string;
  code: SeedRoleCode;
  name: string;
  description: string;
}> = [
  { id: 'role-admin', code: ROLE_ADMIN, name: '系统管理员', description: '管理系统的全部功能' },
  { id: 'role-staff', code: ROLE_STAFF, name: '工作人员', description: '各级服务中心工作人员' },
  {
    id: 'role-company-user',
    code: ROLE_COMPANY_USER,
    name: '企业用户',
    description: '发布岗位、接收简历的企业',
  },
  {
    id: 'role-education-user',
    code: ROLE_EDUCATION_USER,
    name: '教育机构用户',
    description: '发布课程与考试的培训机构',
  },
  {
    id: 'role-grid-worker',
    code: ROLE_GRID_WORKER,
    name: '网格员',
    description: '乡镇（街道）网格工作人员，只看本人负责网格的退役军人',
  },
  {
    id: 'role-veteran',
    code: ROLE_VETERAN,
    name: '求职者',
    description: '在门户登录的退役军人，只能查看和办理本人的事项',
  },
];

export function seedRoleId(code: SeedRoleCode): string {
  const role = SEED_ROLES.find((r) => r.code === code);
  if (!role) throw new Error(`unknown seed role ${code}`);
  return role.id;
}

export async function seedRoles(db: Db, clock: Clock): Promise<void> {
  const now = clock.nowText();
  for (const r of SEED_ROLES) {
    await db
      .insertInto('sysRole')
      .values({
        id: r.id,
        roleName: r.name,
        roleCode: r.code,
        // Only the administrators reach every department's records.
        dataScope:
          r.code === ROLE_ADMIN ? roleDataScope.values.province : roleDataScope.values.department,
        description: r.description,
        createTime: now,
        updateTime: null,
      })
      .onConflict((oc) => oc.column('roleCode').doNothing())
      .execute();
  }
}
