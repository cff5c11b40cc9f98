import { afterAll } from 'vitest';

interface ReactScheduler {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
}

/** Resolves once React's scheduler has run every task queued before it. */
const schedulerIdle = (scheduler: ReactScheduler) =>
  new Promise<void>((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve);
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * React's scheduler is one module per worker, shared by the test files the worker runs. Work a
 * DOM test file leaves queued (a render, an effect of an unmount, a motion or message timer that
 * re-renders) would run after jsdom is torn down, throw "window is not defined", and be blamed on
 * the next file. So: unmount every tree the tests rendered, close antd's static message,
 * notification and modal roots, and wait until the scheduler has drained, twice over, and the
 * route progress bar has faded out, while the window still exists.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  const schedulerModule = 'scheduler';
  const [{ cleanup }, { Modal, message, notification }, scheduler, { default: NProgress }] =
    await Promise.all([
      import('@testing-library/react'),
      import('antd'),
      import(/* @vite-ignore */ schedulerModule) as Promise<ReactScheduler>,
      import('nprogress'),
    ]);
  cleanup();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  for (let round = 0; round < 3; round++) {
    await schedulerIdle(scheduler);
    await pause(30);
  }
  // The route progress bar trickles and fades out on timers that touch the document: stop it and
  // let it fade while the document is still there.
  if (NProgress.status !== null) NProgress.done();
  for (let waited = 0; document.getElementById('nprogress') && waited < 3000; waited += 50)
    await pause(50);
  // A fade already queued behind others may still fire after jsdom is gone: make it a no-op.
  NProgress.set = () => NProgress;
  NProgress.remove = () => undefined;
  leaveTheWindowClean();
}, 20_000);

/**
 * The DOM test files that replace no module share one window per worker (vitest.config.ts):
 * what a file leaves in the storages or the address would meet the next file. The page keeps
 * antd's static message and modal roots (emptied above), which antd made once per window; a
 * test asks about its own container, not the whole page.
 */
function leaveTheWindowClean(): void {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
