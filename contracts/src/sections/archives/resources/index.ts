import type { ResourceDef } from '../../../resource/resource-types.js';
import { archiveResource } from './archive.js';
import { jobIntentionResource, jobResultResource, unemploymentResource } from './on-archive.js';
import {
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveSkillResource,
  archiveTrainingResource,
} from './related.js';

export * from './archive.js';
export * from './fields.js';
export * from './on-archive.js';
export * from './related.js';

/** Every resource definition of the section. */
export const ARCHIVES_RESOURCES: readonly ResourceDef[] = [
  archiveResource,
  archiveFamilyResource,
  archiveSkillResource,
  archiveTrainingResource,
  archiveEmploymentResource,
  unemploymentResource,
  jobResultResource,
  jobIntentionResource,
];
