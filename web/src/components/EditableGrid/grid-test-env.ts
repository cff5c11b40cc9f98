import { stubDomApis } from '../../test-support/dom-stubs';

/** jsdom stand-ins the grid needs in tests: layout sizes for the virtualizer, matchMedia, ResizeObserver. */
export function installGridTestEnv(viewport = { width: 1200, height: 400 }): () => void {
  stubDomApis();
  const proto = HTMLElement.prototype;
  const height = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  const width = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => viewport.height });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => viewport.width });
  return () => {
    if (height) Object.defineProperty(proto, 'clientHeight', height);
    if (width) Object.defineProperty(proto, 'clientWidth', width);
  };
}
