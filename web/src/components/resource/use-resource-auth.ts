import { permissionCode, type ResourceAction, type ResourceDef } from '@vets/contracts';
import { useButtonPermission } from '../Authorized';

/**
 * Whether the user may use an action's button, by the section-6 button rules. The server
 * decides for real; this only hides what would be refused.
 */
export function useResourceAuth(def: Pick<ResourceDef, 'permission'>) {
  const allowed = useButtonPermission();
  return (action: ResourceAction) => allowed(permissionCode(def, action));
}
