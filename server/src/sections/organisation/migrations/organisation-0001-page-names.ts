import { type Kysely, sql } from 'kysely';

/** 用户管理, 角色管理, 部门管理 and 菜单管理 moved from the system section's pages to organisation's. */
const MOVED = ['UserList', 'RoleList', 'DepartList', 'PermissionList'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of MOVED)
    await sql`update sys_permission set component = ${`organisation/${page}`}
      where component = ${`system/${page}`}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const page of MOVED)
    await sql`update sys_permission set component = ${`system/${page}`}
      where component = ${`organisation/${page}`}`.execute(db);
}
