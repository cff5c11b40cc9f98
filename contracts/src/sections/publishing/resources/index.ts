import { articleResource } from './article.js';
import { policyResource } from './policy.js';

export const PUBLISHING_RESOURCES = [articleResource, policyResource] as const;
