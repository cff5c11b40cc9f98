import { orgContactProblem } from '@vets/contracts';
import type { ResourceHooks } from '../../../../core/resource/resource-binding.js';

/**
 * 对接联系方式 goes on the portal, so it must be an organisation's channel (a landline, a
 * service line or an e-mail address), never a person's mobile; on add, edit and import alike.
 */
export const transformationHooks: ResourceHooks = {
  check({ values }) {
    const channel = values.contactChannel;
    if (typeof channel !== 'string' || !channel.trim()) return undefined;
    const problem = orgContactProblem(channel);
    return problem ? { contactChannel: problem } : undefined;
  },
};
