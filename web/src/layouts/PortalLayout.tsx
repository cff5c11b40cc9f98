import { COMPANY_LOGIN_PATH, HOME_PATH, LOGIN_PATH, PORTAL_HOME_PATH } from '@vets/contracts';
import { Breadcrumb, Button } from 'antd';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS, storage } from '../stores/storage';
import styles from './PortalLayout.module.css';

const SYSTEM_TITLE = '精准就业服务系统';

/** The public portal shell (/qywz): top bar, breadcrumb from 首页, the page, footer. */
export default function PortalLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Re-read on every navigation; an expired token reads as absent.
  const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
  const onHome = pathname === PORTAL_HOME_PATH;
  const year = new Date().getFullYear();

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={PORTAL_HOME_PATH} className={styles.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} className={styles.logo} />
            <span className={styles.title}>{SYSTEM_TITLE}</span>
          </Link>
          <nav className={styles.nav} aria-label="门户导航">
            <NavLink
              to={PORTAL_HOME_PATH}
              end
              className={({ isActive }) =>
                isActive ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem
              }
            >
              首页
            </NavLink>
          </nav>
          <div className={styles.actions}>
            {loggedIn ? (
              <Button type="primary" onClick={() => navigate(HOME_PATH)}>
                进入管理后台
              </Button>
            ) : (
              <>
                <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
                  工作人员登录
                </Button>
                <Button onClick={() => navigate(COMPANY_LOGIN_PATH)}>企业登录</Button>
              </>
            )}
          </div>
        </div>
      </header>

      <div className={styles.breadcrumbBar}>
        <Breadcrumb
          className={styles.breadcrumb}
          items={[{ title: onHome ? '首页' : <Link to={PORTAL_HOME_PATH}>首页</Link> }]}
        />
      </div>

      <main className={styles.main}>
        <Outlet />
      </main>

      <footer className={styles.footer}>
        Copyright © {year} 退役军人就业创业服务中心 · {SYSTEM_TITLE}
      </footer>
    </div>
  );
}
