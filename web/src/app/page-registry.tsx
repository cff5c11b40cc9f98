import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk, ModuleNotFoundError } from './chunk-errors';

type PageModule = { default: ComponentType };

/** Every back-office page, by its file path; each is its own chunk. */
const pages = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx']);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function loaderFor(component: string): (() => Promise<PageModule>) | undefined {
  const base = `../pages/${component.replace(/^\/+|\.tsx$/g, '')}`;
  return pages[`${base}.tsx`] ?? pages[`${base}/index.tsx`] ?? pages[`${base}/Index.tsx`];
}

export function hasPage(component: string): boolean {
  return loaderFor(component) !== undefined;
}

/** The lazy page for a menu component path such as `system/LoginLogList`. */
export function lazyPage(component: string): LazyExoticComponent<ComponentType> {
  let page = cache.get(component);
  if (!page) {
    const loader = loaderFor(component);
    page = lazy(() =>
      loader
        ? loadChunk(loader)
        : Promise.reject(new ModuleNotFoundError(`页面组件不存在：${component}`)),
    );
    cache.set(component, page);
  }
  return page;
}
