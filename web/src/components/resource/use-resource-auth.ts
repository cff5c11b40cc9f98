import {
  actionPermission,
  permissionCode,
  RESOURCE_ACTIONS,
  type ResourceAction,
  type ResourceDef,
} from '@vets/contracts';
import { useButtonPermission } from '../Authorized';

const isStandard = (action: string): action is ResourceAction =>
  (RESOURCE_ACTIONS as readonly string[]).includes(action);

/** The permission code of a standard action or of one the definition declares. */
export const codeOf = (def: Pick<ResourceDef, 'permission' | 'actions'>, action: string) =>
  isStandard(action) ? permissionCode(def, action) : actionPermission(def, action);

/**
 * Whether the user may use an action's button, by the section-6 button rules. The server
 * decides for real; this only hides what would be refused.
 */
export function useResourceAuth(def: Pick<ResourceDef, 'permission' | 'actions'>) {
  const allowed = useButtonPermission();
  return (action: ResourceAction | (string & {})) => allowed(codeOf(def, action));
}
