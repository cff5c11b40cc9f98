import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

let pending = 0;

/** Navigation progress with a counter, so overlapping work (route + lazy chunk) shows one bar. */
export const progress = {
  begin(): void {
    if (pending++ === 0) NProgress.start();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    if (pending === 0) NProgress.done();
  },
};
