import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { WEB_SECTIONS } from '../sections';
import type { PageModule } from '../sections/web-section';
import { loadChunk, ModuleNotFoundError } from './chunk-errors';

/** Every back-office page of every section, by its file path; each is its own chunk. */
const SECTION_PAGE = /^\.\/pages\/(.+)\.tsx$/;
const byComponent = new Map<string, () => Promise<PageModule>>();
for (const { key: area, pages } of WEB_SECTIONS)
  for (const [file, loader] of Object.entries(pages)) {
    const rest = SECTION_PAGE.exec(file)?.[1];
    if (!rest) continue;
    // `recruitment/PositionList` names sections/recruitment/pages/PositionList.tsx; shell pages
    // such as `dashboard/Analysis` live in a section's pages folder under their own path; a
    // folder's index page answers to the folder's name too.
    for (const name of [`${area}/${rest}`, rest]) {
      for (const key of [name, name.replace(/\/(index|Index)$/, '')])
        if (!byComponent.has(key)) byComponent.set(key, loader);
    }
  }

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const loaded = new Map<string, ComponentType>();
const views = new Map<string, ComponentType>();

/** A menu component `resource:<key>` is the generic page of that resource. */
const RESOURCE_PAGE = 'resource:';

function resourceLoader(key: string): () => Promise<PageModule> {
  return () =>
    import('../components/resource/ResourcePage').then((m) => {
      const page = m.resourcePage(key);
      if (!page) throw new ModuleNotFoundError(`资源不存在：${key}`);
      return { default: page };
    });
}

function loaderFor(component: string): (() => Promise<PageModule>) | undefined {
  if (component.startsWith(RESOURCE_PAGE))
    return resourceLoader(component.slice(RESOURCE_PAGE.length));
  return byComponent.get(component.replace(/^\/+|\.tsx$/g, ''));
}

function load(component: string): Promise<PageModule> {
  const loader = loaderFor(component);
  if (!loader) return Promise.reject(new ModuleNotFoundError(`页面组件不存在：${component}`));
  return loadChunk(loader).then((module) => {
    loaded.set(component, module.default);
    return module;
  });
}

/** Starts loading a page's chunk (on hover or focus of its menu entry); failures surface later. */
export function preloadPage(component: string): void {
  if (loaded.has(component) || !loaderFor(component)) return;
  load(component).catch(() => undefined);
}

/**
 * The component for a menu component path such as `system/LoginLogList`. Once the chunk is in,
 * it renders at once; before that it suspends (React then holds a fallback for at least 300 ms,
 * which preloading avoids).
 */
export function pageView(component: string): ComponentType {
  let view = views.get(component);
  if (!view) {
    const View = () => {
      const Ready = loaded.get(component);
      if (Ready) return <Ready />;
      let Lazy = lazyPages.get(component);
      if (!Lazy) {
        Lazy = lazy(() => load(component));
        lazyPages.set(component, Lazy);
      }
      return <Lazy />;
    };
    View.displayName = `Page(${component})`;
    view = View;
    views.set(component, view);
  }
  return view;
}
