/** A camelCase name as its snake_case column or table (`sysUserRole` → `sys_user_role`). */
export const snakeCase = (name: string): string =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
