import { PORTAL_AREAS } from './areas';
import type { PortalPage } from './portal-page';

/** The portal shell's own address (spec section 2): it leads to 首页, and `/` leads to it. */
export const PORTAL_SHELL_PATH = '/qywz';

/** Every page the areas declare, in their order. */
export const PORTAL_PAGES: readonly PortalPage[] = PORTAL_AREAS.flatMap((area) =>
  Object.entries(area.pages).map(([key, page]) => ({ ...page, key, load: area.load[key]! })),
);

/** A path without its trailing slashes (`/` stays). */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const BY_PATH = new Map(PORTAL_PAGES.map((page) => [page.path, page]));
const BY_KEY = new Map(PORTAL_PAGES.map((page) => [page.key, page]));

/** The page declared at a path, trailing slashes ignored. */
export const portalPageAt = (path: string) => BY_PATH.get(normalizePath(path));

export const portalPageByKey = (key: string) => BY_KEY.get(key);

/** Whether a path is the portal's: one of its pages or its shell. */
export const isPortalPath = (path: string) =>
  portalPageAt(path) !== undefined || normalizePath(path) === PORTAL_SHELL_PATH;
