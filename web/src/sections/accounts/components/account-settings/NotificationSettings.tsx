import { Alert, Button, Switch, Typography } from 'antd';
import { useState } from 'react';
import { ui } from '../../../../components/ui-bridge';
import { noticePreferences } from '../../../../stores/notice-preferences';
import {
  DESKTOP_PERMISSION_HINTS,
  desktopPermission,
  requestDesktopPermission,
  showDesktopNotification,
  switchOnOutcome,
} from '../../../../utils/desktop-notification';
import { SettingRow } from './SettingRow';

/**
 * 新消息通知: 桌面通知. When on, an announcement pushed to this user shows as a browser
 * notification (the header bell's push connection does it). Turning it on asks the browser's
 * permission; a refusal leaves it off and says how to allow it.
 */
export function NotificationSettings() {
  const [enabled, setEnabled] = useState(
    () => noticePreferences.desktop() && desktopPermission() === 'granted',
  );
  const [hint, setHint] = useState<string | null>(() => {
    const permission = desktopPermission();
    // On before, but the browser has taken the permission back since.
    return noticePreferences.desktop() && permission !== 'granted'
      ? DESKTOP_PERMISSION_HINTS[permission]
      : null;
  });
  const [asking, setAsking] = useState(false);

  const change = async (on: boolean) => {
    if (!on) {
      noticePreferences.setDesktop(false);
      setEnabled(false);
      setHint(null);
      ui().message.success('已关闭桌面通知');
      return;
    }
    setAsking(true);
    try {
      const outcome = switchOnOutcome(await requestDesktopPermission());
      noticePreferences.setDesktop(outcome.enabled);
      setEnabled(outcome.enabled);
      setHint(outcome.hint);
      if (outcome.enabled) ui().message.success('已开启桌面通知');
    } finally {
      setAsking(false);
    }
  };

  const tryIt = () => {
    const shown = showDesktopNotification({
      title: '桌面通知测试',
      body: '收到新的通知公告或系统消息时，会像这样提醒您。',
      tag: 'desktop-notify-test',
    });
    if (!shown) setHint(DESKTOP_PERMISSION_HINTS.denied);
  };

  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        新消息通知
      </Typography.Title>
      <SettingRow
        title="桌面通知"
        description="收到新的通知公告或系统消息时，在电脑桌面弹出提醒（仅对当前浏览器生效）"
        testId="notify-desktop"
        action={
          <Switch
            checked={enabled}
            loading={asking}
            onChange={(on) => void change(on)}
            checkedChildren="开"
            unCheckedChildren="关"
            aria-label="桌面通知"
            data-testid="notify-desktop-switch"
          />
        }
      />
      {hint && (
        <Alert
          type="warning"
          showIcon
          title={hint}
          style={{ marginTop: 16 }}
          data-testid="notify-desktop-hint"
        />
      )}
      {enabled && (
        <Button style={{ marginTop: 16 }} onClick={tryIt} data-testid="notify-desktop-test">
          发送一条测试通知
        </Button>
      )}
    </div>
  );
}
