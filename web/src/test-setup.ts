import { afterAll } from 'vitest';

/**
 * When a DOM test file ends, React may still have work queued: a render (a setImmediate) or the
 * 3-second timer of an antd static message that then re-renders. If jsdom is torn down first,
 * that work throws "window is not defined". Close the static message, notification and modal
 * roots, then let the queued work run while the window still exists.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  const { Modal, message, notification } = await import('antd');
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 100));
});
