import { permissionCode, type ResourceAction, type ResourceDef } from '@vets/contracts';
import { useSession } from '../../stores/session';

/**
 * Whether the user may use an action's button. The server decides for real; this only hides
 * what would be refused. (The full button-permission rules of section 6 arrive with the
 * system-administration work.)
 */
export function useResourceAuth(def: Pick<ResourceDef, 'permission'>) {
  const auth = useSession((s) => s.auth);
  return (action: ResourceAction) =>
    auth.some((a) => a.action === permissionCode(def, action) && a.type !== '2');
}
