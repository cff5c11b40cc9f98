import { pageMoves } from '../../../db/page-moves.js';

/** 用户管理, 角色管理, 部门管理 and 菜单管理 moved from the system section's pages to organisation's. */
export const { up, down } = pageMoves(
  ['UserList', 'RoleList', 'DepartList', 'PermissionList'].map(
    (page) => [`system/${page}`, `organisation/${page}`] as const,
  ),
);
