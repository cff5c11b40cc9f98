import { STORAGE_KEYS, storage } from './storage';

/**
 * 新消息通知 preferences, kept in this browser's localStorage (they outlive a sign-out, like the
 * browser's own notification permission they depend on).
 */
export const noticePreferences = {
  /** Whether a pushed announcement also shows as a desktop notification. Off by default. */
  desktop(): boolean {
    return storage.get<boolean>(STORAGE_KEYS.desktopNotify) === true;
  },
  setDesktop(on: boolean): void {
    storage.set(STORAGE_KEYS.desktopNotify, on);
  },
};
