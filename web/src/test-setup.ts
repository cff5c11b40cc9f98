import { afterAll } from 'vitest';

/**
 * React's scheduler may still have a render queued (a setImmediate) when a DOM test file ends;
 * if jsdom is torn down first, it throws "window is not defined". Let that work run first.
 */
afterAll(async () => {
  if (typeof window !== 'undefined') await new Promise((resolve) => setTimeout(resolve, 20));
});
