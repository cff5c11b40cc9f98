import {
  ApartmentOutlined,
  ClusterOutlined,
  LockOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ROLE_COMPANY_USER } from '@vets/contracts';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeBell } from '../components/NoticeBell';
import { ui } from '../components/ui-bridge';
import { useFileUrl } from '../components/upload/use-file-links';
import { appConfig } from '../config';
import { useSession } from '../stores/session';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DepartSwitchModal, loadCompanyApproval } from './DepartSwitchModal';
import styles from './GlobalHeader.module.css';
import { LOGOUT_CONFIRM_TEXT, logoutAndLeave } from './logout';
import { MenuSearch } from './MenuSearch';
import { usesCompanyEndpoint } from './password-change';
import { TenantSwitchModal, useUserTenants } from './TenantSwitchModal';

function confirmLogout(): void {
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
  const avatar = useFileUrl(user?.avatar);
  const navigate = useNavigate();
  const name = user?.realname || user?.username || '';
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const [tenantOpen, setTenantOpen] = useState(false);
  const tenants = useUserTenants();
  const enterprise = usesCompanyEndpoint(user);
  // Without a current department: back-office users choose one; company and education users
  // have none, and their company's approval status is loaded instead.
  useEffect(() => {
    if (!user || user.orgCode) return;
    if (!enterprise) setDepartOpen(true);
    else if (user.companyId && user.roleCodes?.includes(ROLE_COMPANY_USER))
      void loadCompanyApproval(user.companyId);
  }, [user, enterprise]);

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    { key: 'accountSettings', icon: <ProfileOutlined />, label: '账号设置' },
    { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    ...(enterprise ? [] : [{ key: 'depart', icon: <ApartmentOutlined />, label: '切换部门' }]),
    ...(tenants.length > 1
      ? [{ key: 'tenant', icon: <ClusterOutlined />, label: '切换租户' }]
      : []),
    ...(appConfig.showSettings
      ? [{ key: 'settings', icon: <SettingOutlined />, label: '系统设置' }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/account/center');
    if (key === 'accountSettings') navigate('/account/settings');
    if (key === 'password') setPasswordOpen(true);
    if (key === 'depart') setDepartOpen(true);
    if (key === 'tenant') setTenantOpen(true);
    if (key === 'settings') onOpenSettings();
    if (key === 'logout') confirmLogout();
  };

  return (
    <div className={styles.right}>
      <MenuSearch />
      <NoticeBell />
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <span className={styles.action} data-testid="user-dropdown">
          <Avatar size="small" src={avatar} icon={<UserOutlined />} />
          {!compact && (
            <span className={styles.welcome} data-testid="header-greeting">
              欢迎您，{name}
            </span>
          )}
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
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <DepartSwitchModal open={departOpen} onClose={() => setDepartOpen(false)} />
      <TenantSwitchModal open={tenantOpen} onClose={() => setTenantOpen(false)} />
    </div>
  );
}
