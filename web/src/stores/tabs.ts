import { create } from 'zustand';
import {
  type CloseResult,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  homeTab,
  openTab,
  refreshTab,
  type TabEntry,
} from './tab-rules';

interface TabsState {
  tabs: TabEntry[];
  /** Window scroll offset of each tab when it was last left. */
  scroll: Record<string, number>;
  open(entry: TabEntry): void;
  close(fullPath: string, active: string): CloseResult;
  closeLeft(fullPath: string): void;
  closeRight(fullPath: string): void;
  closeOthers(fullPath: string): void;
  refresh(fullPath: string): void;
  rememberScroll(fullPath: string, y: number): void;
  reset(): void;
}

export const useTabs = create<TabsState>((set, get) => ({
  tabs: [homeTab()],
  scroll: {},
  open: (entry) => set({ tabs: openTab(get().tabs, entry) }),
  close(fullPath, active) {
    const result = closeTab(get().tabs, fullPath, active);
    if (result.ok) set({ tabs: result.tabs });
    return result;
  },
  closeLeft: (fullPath) => set({ tabs: closeLeft(get().tabs, fullPath) }),
  closeRight: (fullPath) => set({ tabs: closeRight(get().tabs, fullPath) }),
  closeOthers: (fullPath) => set({ tabs: closeOthers(get().tabs, fullPath) }),
  refresh: (fullPath) => set({ tabs: refreshTab(get().tabs, fullPath) }),
  rememberScroll: (fullPath, y) => set({ scroll: { ...get().scroll, [fullPath]: y } }),
  reset: () => set({ tabs: [homeTab()], scroll: {} }),
}));
