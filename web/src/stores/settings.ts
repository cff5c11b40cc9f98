import { DEFAULT_THEME_COLOR } from '@vets/contracts';
import { create } from 'zustand';
import { STORAGE_KEYS, storage } from './storage';

export interface InterfaceSettings {
  navTheme: 'dark' | 'light';
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

const DEFAULT_SETTINGS: InterfaceSettings = {
  navTheme: 'dark',
  primaryColor: DEFAULT_THEME_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multipage: true,
};

type Device = 'desktop' | 'mobile';

interface SettingsState extends InterfaceSettings {
  /** Sidebar open (not collapsed). Persisted on its own. */
  sidebarOpen: boolean;
  device: Device;
  update(patch: Partial<InterfaceSettings>): void;
  setSidebarOpen(open: boolean): void;
  setDevice(device: Device): void;
}

function loadSettings(): InterfaceSettings {
  const saved = storage.get<Partial<InterfaceSettings>>(STORAGE_KEYS.settings) ?? {};
  return { ...DEFAULT_SETTINGS, ...saved };
}

export const useSettings = create<SettingsState>((set, get) => ({
  ...loadSettings(),
  sidebarOpen: !(storage.get<boolean>(STORAGE_KEYS.sidebarCollapsed) ?? false),
  device: 'desktop',
  update(patch) {
    set(patch);
    const s = get();
    const persisted: InterfaceSettings = {
      navTheme: s.navTheme,
      primaryColor: s.primaryColor,
      layout: s.layout,
      contentWidth: s.contentWidth,
      fixedHeader: s.fixedHeader,
      autoHideHeader: s.autoHideHeader,
      fixSiderbar: s.fixSiderbar,
      colorWeak: s.colorWeak,
      multipage: s.multipage,
    };
    storage.set(STORAGE_KEYS.settings, persisted);
  },
  setSidebarOpen(open) {
    storage.set(STORAGE_KEYS.sidebarCollapsed, !open);
    set({ sidebarOpen: open });
  },
  setDevice(device) {
    set({ device });
  },
}));
