import type { ResourceDef } from '../../../resource/resource-types.js';
import { gridResource, visitResource } from './grid.js';

export * from './grid.js';

/** Every resource definition of the section. */
export const GRID_RESOURCES: readonly ResourceDef[] = [gridResource, visitResource];
