import { areaApi } from '@vets/contracts';
import { call } from '../../api/call';
import type { AreaNode } from './area-tree';

let cached: Promise<AreaNode[]> | null = null;

/** The whole region tree, asked for once per page load; a failed load is asked again next time. */
export function loadAreaTree(): Promise<AreaNode[]> {
  if (!cached) {
    cached = call(areaApi.queryIdTree, {})
      .then((res) => res.result)
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
  }
  return cached;
}

export function clearAreaTreeCache(): void {
  cached = null;
}
