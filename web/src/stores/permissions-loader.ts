import { systemApi } from '../api/system';
import { EMPTY_PERMISSIONS_ERROR } from '../app/guard';
import { useSession } from './session';

/** Fetches the menu and button permissions; an empty menu is an error, as section 8 says. */
export async function loadPermissions(): Promise<void> {
  const res = await systemApi.permissions();
  const menu = res.result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new Error(EMPTY_PERMISSIONS_ERROR);
  useSession.getState().setPermissions(res.result);
}
