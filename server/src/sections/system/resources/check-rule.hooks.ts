import { parseCheckRule } from '@vets/contracts';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';

/** The rule text must parse. */
export const checkRuleHooks: ResourceHooks = {
  check({ values }): Record<string, string> | undefined {
    if (typeof values.ruleJson !== 'string') return undefined;
    const parts = parseCheckRule(values.ruleJson);
    return typeof parts === 'string' ? { ruleJson: parts } : undefined;
  },
};
