import { describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_PERMISSION_HINTS,
  desktopPermission,
  type NotificationHost,
  requestDesktopPermission,
  switchOnOutcome,
} from './desktop-notification';

const host = (
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
  isSecureContext = true,
) => {
  const requestPermission = vi.fn(async () => answer);
  const h: NotificationHost = { isSecureContext, Notification: { permission, requestPermission } };
  return { h, requestPermission };
};

describe('desktop notification permission', () => {
  it('tells an unsupported browser and an insecure page apart from a refusal', () => {
    expect(desktopPermission({})).toBe('unsupported');
    expect(desktopPermission(host('default', 'default', false).h)).toBe('insecure');
    expect(desktopPermission(host('denied').h)).toBe('denied');
    expect(desktopPermission(host('granted').h)).toBe('granted');
  });

  it('asks the browser only while it has not answered', async () => {
    const fresh = host('default', 'granted');
    expect(await requestDesktopPermission(fresh.h)).toBe('granted');
    expect(fresh.requestPermission).toHaveBeenCalledOnce();

    const refused = host('denied');
    expect(await requestDesktopPermission(refused.h)).toBe('denied');
    expect(refused.requestPermission).not.toHaveBeenCalled();

    expect(await requestDesktopPermission({})).toBe('unsupported');
  });

  it('counts a prompt that throws as a refusal', async () => {
    const h: NotificationHost = {
      Notification: {
        permission: 'default',
        requestPermission: () => Promise.reject(new Error('blocked')),
      },
    };
    expect(await requestDesktopPermission(h)).toBe('denied');
  });

  it('switches on only when allowed, and otherwise explains why in Chinese', () => {
    expect(switchOnOutcome('granted')).toEqual({ enabled: true, hint: null });
    for (const p of ['denied', 'default', 'unsupported', 'insecure'] as const) {
      const outcome = switchOnOutcome(p);
      expect(outcome.enabled).toBe(false);
      expect(outcome.hint).toBe(DESKTOP_PERMISSION_HINTS[p]);
      expect(outcome.hint).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(switchOnOutcome('denied').hint).toContain('允许');
    expect(switchOnOutcome('insecure').hint).toContain('HTTPS');
  });
});
