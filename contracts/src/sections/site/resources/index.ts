import type { ResourceDef } from '../../../resource/resource-types.js';
import { bannerResource } from './banner.js';

export * from './banner.js';

/** Every resource definition of the section. */
export const SITE_RESOURCES: readonly ResourceDef[] = [bannerResource];
