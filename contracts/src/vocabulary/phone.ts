import { z } from 'zod';
import { PHONE_MESSAGES, PHONE_PATTERN } from '../validation-rules.js';

/** A mobile number as a request body carries it. */
export const mobileField = z
  .string(PHONE_MESSAGES.required)
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .regex(PHONE_PATTERN, PHONE_MESSAGES.pattern);
