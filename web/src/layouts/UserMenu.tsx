import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { ui } from '../app/ui-bridge';
import { appConfig } from '../config';
import { useSession } from '../stores/session';
import styles from './GlobalHeader.module.css';
import { LOGOUT_CONFIRM_TEXT, logoutAndLeave } from './logout';
import { MenuSearch } from './MenuSearch';

export function confirmLogout(): void {
  ui().modal.confirm({
    title: '提示',
    content: LOGOUT_CONFIRM_TEXT,
    okText: '确定',
    cancelText: '取消',
    onOk: () => logoutAndLeave(),
  });
}

/** The right side of the header: menu search, the user with greeting, settings, logout. */
export function UserMenu({
  onOpenSettings,
  compact,
}: {
  onOpenSettings: () => void;
  compact: boolean;
}) {
  const user = useSession((s) => s.userInfo);
  const navigate = useNavigate();
  const name = user?.realname || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    ...(appConfig.showSettings
      ? [{ key: 'settings', icon: <SettingOutlined />, label: '系统设置' }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/account/center');
    if (key === 'settings') onOpenSettings();
    if (key === 'logout') confirmLogout();
  };

  return (
    <div className={styles.right}>
      <MenuSearch />
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <span className={styles.action} data-testid="user-dropdown">
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          {!compact && <span className={styles.welcome}>欢迎您，{name}</span>}
        </span>
      </Dropdown>
      {appConfig.showSettings && (
        <span className={styles.action} title="系统设置">
          <SettingOutlined onClick={onOpenSettings} />
        </span>
      )}
      <button
        type="button"
        className={`${styles.action} ${styles.plainButton}`}
        onClick={confirmLogout}
        data-testid="logout-link"
      >
        <LogoutOutlined />
        {!compact && <span className={styles.logoutText}>退出登录</span>}
      </button>
    </div>
  );
}
