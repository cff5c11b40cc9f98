import type { ResourceDef } from '@vets/contracts';
import type { AppContext } from '../app-context.js';
import type { ResourceMenu } from '../auth/menu-seed.js';
import type { ResourceBinding, ResourceHooks } from './resource-binding.js';

/** A resource as a section's manifest lists it. */
export interface SectionResource {
  def: ResourceDef;
  /** The section's additions; a function when they need the app's services. */
  hooks?: ResourceHooks | ((ctx: AppContext) => ResourceHooks);
  /** Standard reads the section serves itself (a queryById that recipients may call). */
  except?: ReadonlyArray<'list' | 'queryById'>;
  /** Its list page in the menu, with a button permission per action. */
  menu?: ResourceMenu;
}

export function bindResource(entry: SectionResource, ctx: AppContext): ResourceBinding {
  const hooks = typeof entry.hooks === 'function' ? entry.hooks(ctx) : entry.hooks;
  return hooks ? { def: entry.def, hooks } : { def: entry.def };
}
