import type { ResourceDef } from '../../../resource/resource-types.js';
import { announcementResource } from './announcement.js';

export * from './announcement.js';

/** Every resource definition of the section. */
export const NOTICES_RESOURCES: readonly ResourceDef[] = [announcementResource];
