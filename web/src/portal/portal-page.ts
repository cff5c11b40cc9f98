import type { ComponentType } from 'react';

/** One anonymous page of the portal, as its area declares it in its `pages.ts`. */
export interface PortalPageDecl {
  /** Its address (shell-and-system.md section 2); spelled here and nowhere else. */
  path: string;
  /** The last step of its breadcrumb, and the browser tab's title. */
  title: string;
  /** For search engines and link previews; the title and the portal's summary when absent. */
  description?: string;
  /** The page its breadcrumb passes through, by key; only 首页 has none. */
  parent?: string;
  /** Its entry in the header's nav band, placed by `order`. */
  nav?: { label: string; order: number };
  /** A detail page: the public list of the records it shows by `?id=` (the benches open one). */
  detailOf?: string;
  /** The signed-in veteran's own page: open, it asks a visitor to sign in; the benches skip it. */
  veteranOnly?: boolean;
  /** What it is called outside its breadcrumb (the benches' tables): else the nav label or title. */
  name?: string;
}

/** Loads the component that renders a page, in a chunk of its own. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** An area of the portal: its pages by key, and the loader of each page's component. */
export interface PortalArea<K extends string = string> {
  pages: Record<K, PortalPageDecl>;
  load: Record<K, PageLoader>;
}

/** A declared page with its key (unique across the portal) and loader. */
export interface PortalPage extends PortalPageDecl {
  key: string;
  load: PageLoader;
}

/** The address of a detail page showing the record `id`. */
export const detailHref = (page: { path: string }, id: string) =>
  `${page.path}?id=${encodeURIComponent(id)}`;
