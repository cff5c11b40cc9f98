/** Toolbar actions governed by button permissions (widgets.md section 6). */
export type GridAction = 'add' | 'batch_delete';

/** `authPre` + action, with a colon between unless the prefix already ends with one. */
export function permissionCode(authPre: string, action: GridAction): string {
  return authPre.endsWith(':') ? `${authPre}${action}` : `${authPre}:${action}`;
}

/** Without a prefix or a checker every action is allowed. */
export function actionAllowed(
  action: GridAction,
  authPre: string | undefined,
  hasPermission: ((code: string) => boolean) | undefined,
): boolean {
  if (!authPre || !hasPermission) return true;
  return hasPermission(permissionCode(authPre, action));
}
