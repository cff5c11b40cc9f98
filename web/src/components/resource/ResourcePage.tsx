import { RESOURCES } from '@vets/contracts';
import type { ComponentType } from 'react';
import { ResourceListPage } from './ResourceListPage';

/**
 * The whole page of a resource that needs no page file: a menu entry whose component is
 * `resource:<key>` renders the standard list of that definition.
 */
export function resourcePage(key: string): ComponentType | undefined {
  const def = RESOURCES.get(key);
  if (!def) return undefined;
  const Page = () => <ResourceListPage def={def} />;
  Page.displayName = `ResourcePage(${key})`;
  return Page;
}
