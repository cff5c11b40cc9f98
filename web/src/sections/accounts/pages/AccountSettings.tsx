import { Card, Grid, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BaseSettings } from '../components/account-settings/BaseSettings';
import { BindingSettings } from '../components/account-settings/BindingSettings';
import { NotificationSettings } from '../components/account-settings/NotificationSettings';
import { SecuritySettings } from '../components/account-settings/SecuritySettings';

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'base', label: '基本设置', children: <BaseSettings /> },
  { key: 'security', label: '安全设置', children: <SecuritySettings /> },
  { key: 'binding', label: '账号绑定', children: <BindingSettings /> },
  { key: 'notification', label: '新消息通知', children: <NotificationSettings /> },
];

const initialTab = (requested: string | null) =>
  TABS.some((t) => t.key === requested) ? (requested as string) : 'base';

/**
 * 账号设置 (/account/settings), for every signed-in back-office user: tabs on the left on a wide
 * screen, on top on a phone. `?tab=security` opens a tab directly.
 */
export default function AccountSettings() {
  const screens = Grid.useBreakpoint();
  const [params] = useSearchParams();
  const [active, setActive] = useState(() => initialTab(params.get('tab')));

  return (
    <Card variant="borderless" styles={{ body: { padding: screens.md ? '24px 24px 24px 0' : 16 } }}>
      <Tabs
        tabPlacement={screens.md ? 'start' : 'top'}
        activeKey={active}
        onChange={setActive}
        items={TABS}
        data-testid="account-settings-tabs"
        style={{ minHeight: screens.md ? 420 : undefined }}
      />
    </Card>
  );
}
