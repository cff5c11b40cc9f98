import { HOME_PATH } from '@vets/contracts';

export interface TabEntry {
  fullPath: string;
  path: string;
  name: string;
  title: string;
  /** Bumped by "refresh" so the page remounts. */
  refreshKey: number;
}

export const TAB_MESSAGES = {
  homeUnclosable: '首页不能关闭!',
  lastPage: '这是最后一页，不能再关闭了啦',
} as const;

export function homeTab(title = '首页'): TabEntry {
  return { fullPath: HOME_PATH, path: HOME_PATH, name: 'dashboard-analysis', title, refreshKey: 0 };
}

const isHome = (t: TabEntry) => t.path === HOME_PATH;

/** Adds a tab unless one with the same full path exists; the home tab stays first. */
export function openTab(tabs: TabEntry[], entry: TabEntry): TabEntry[] {
  if (tabs.some((t) => t.fullPath === entry.fullPath)) return tabs;
  if (isHome(entry)) return [entry, ...tabs];
  return [...tabs, entry];
}

export type CloseResult =
  | { ok: true; tabs: TabEntry[]; nextActive: string | null }
  | { ok: false; message: string };

/** Closes one tab. `active` is the shown tab; when it closes, its left neighbour (or right) shows. */
export function closeTab(tabs: TabEntry[], fullPath: string, active: string): CloseResult {
  const index = tabs.findIndex((t) => t.fullPath === fullPath);
  const tab = tabs[index];
  if (!tab) return { ok: true, tabs, nextActive: null };
  if (isHome(tab)) return { ok: false, message: TAB_MESSAGES.homeUnclosable };
  if (tabs.length === 1) return { ok: false, message: TAB_MESSAGES.lastPage };
  const rest = tabs.filter((t) => t.fullPath !== fullPath);
  if (fullPath !== active) return { ok: true, tabs: rest, nextActive: null };
  const neighbour = rest[Math.max(0, index - 1)] ?? rest[0];
  return { ok: true, tabs: rest, nextActive: neighbour?.fullPath ?? null };
}

function keepHomeAnd(tabs: TabEntry[], keep: (t: TabEntry, i: number) => boolean): TabEntry[] {
  return tabs.filter((t, i) => isHome(t) || keep(t, i));
}

/** The three context-menu closes. The home tab always survives; the anchor tab becomes active. */
export function closeLeft(tabs: TabEntry[], fullPath: string): TabEntry[] {
  const index = tabs.findIndex((t) => t.fullPath === fullPath);
  return index < 0 ? tabs : keepHomeAnd(tabs, (_t, i) => i >= index);
}

export function closeRight(tabs: TabEntry[], fullPath: string): TabEntry[] {
  const index = tabs.findIndex((t) => t.fullPath === fullPath);
  return index < 0 ? tabs : keepHomeAnd(tabs, (_t, i) => i <= index);
}

export function closeOthers(tabs: TabEntry[], fullPath: string): TabEntry[] {
  return keepHomeAnd(tabs, (t) => t.fullPath === fullPath);
}

export function refreshTab(tabs: TabEntry[], fullPath: string): TabEntry[] {
  return tabs.map((t) => (t.fullPath === fullPath ? { ...t, refreshKey: t.refreshKey + 1 } : t));
}
