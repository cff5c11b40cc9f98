import type { SeedMenu } from './menus.js';

/** Menus and buttons of categories, check rules, areas and portal banners. */
export const REFERENCE_MENUS: SeedMenu[] = [];
