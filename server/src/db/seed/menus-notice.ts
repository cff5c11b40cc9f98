import type { SeedMenu } from './menus.js';

/** Menus and buttons of announcements and notifications. */
export const NOTICE_MENUS: SeedMenu[] = [];
