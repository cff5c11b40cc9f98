/**
 * The browser's desktop notifications (the Notification API): whether they may be shown, asking
 * for permission, and showing one.
 */

/** What the browser allows: its own three answers, or why it cannot be asked at all. */
export type DesktopPermission = NotificationPermission | 'unsupported' | 'insecure';

/** One desktop notification; the same `tag` replaces an earlier one (several open tabs). */
export interface DesktopNotice {
  title: string;
  body: string;
  tag: string;
}

/** The parts of `window` this module reads, so that the rules can be tested without a browser. */
export interface NotificationHost {
  isSecureContext?: boolean;
  Notification?: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
}

/** Why desktop notifications stay off, in words a user can act on. */
export const DESKTOP_PERMISSION_HINTS: Record<Exclude<DesktopPermission, 'granted'>, string> = {
  default: '浏览器尚未允许本站显示通知。开启时请在浏览器弹出的提示中选择“允许”。',
  denied:
    '浏览器已拒绝本站显示通知。请点击地址栏左侧的网站信息图标，将“通知”改为“允许”，然后重新开启。',
  unsupported: '当前浏览器不支持桌面通知，请使用新版 Chrome、Edge 或 Firefox。',
  insecure:
    '浏览器只允许通过 HTTPS 访问的网站显示桌面通知。请使用 https:// 地址访问本系统后再开启。',
};

const browserHost = (): NotificationHost =>
  typeof window === 'undefined' ? {} : (window as unknown as NotificationHost);

export function desktopPermission(host: NotificationHost = browserHost()): DesktopPermission {
  if (!host.Notification) return 'unsupported';
  if (host.isSecureContext === false) return 'insecure';
  return host.Notification.permission;
}

/** Asks the browser (it shows its prompt only while the answer is still `default`). */
export async function requestDesktopPermission(
  host: NotificationHost = browserHost(),
): Promise<DesktopPermission> {
  const current = desktopPermission(host);
  if (current !== 'default' || !host.Notification) return current;
  try {
    return await host.Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/**
 * What turning 桌面通知 on comes to once the browser has answered: on only when allowed,
 * otherwise off with the reason.
 */
export function switchOnOutcome(permission: DesktopPermission): {
  enabled: boolean;
  hint: string | null;
} {
  return permission === 'granted'
    ? { enabled: true, hint: null }
    : { enabled: false, hint: DESKTOP_PERMISSION_HINTS[permission] };
}

/** Shows a notification when the browser allows it; clicking it brings this tab forward. */
export function showDesktopNotification(notice: DesktopNotice, onClick?: () => void): boolean {
  if (desktopPermission() !== 'granted') return false;
  try {
    const shown = new Notification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      lang: 'zh-CN',
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick?.();
    };
    return true;
  } catch {
    // Some mobile browsers allow the permission yet only show notifications from a worker.
    return false;
  }
}
