import {
  COMPANY_LOGIN_PATH,
  HOME_PATH,
  LOGIN_PATH,
  PORTAL_HOME_PATH,
  VETERAN_HOME_PATH,
  VETERAN_LOGIN_PATH,
} from '@vets/contracts';
import { Fragment, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { SITE_TITLE, useDocumentMeta } from '../app/document-meta';
import { signedInVeteran, veteranSignOut } from '../portal/account';
import { portalMeta } from '../portal/portal-meta';
import { type Crumb, PORTAL_NAV, portalTrail } from '../portal/portal-nav';
import Button from '../portal/ui/Button';
import { STORAGE_KEYS, storage } from '../stores/storage';
import PortalFooter from './PortalFooter';
import styles from './PortalLayout.module.css';

/** Where the page sits, from 首页: links, then the page itself. */
function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className={styles.breadcrumb}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.title}>
            {i > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li className={crumb.path ? undefined : styles.current}>
              {crumb.path ? (
                <Link to={crumb.path} className={styles.crumbLink}>
                  {crumb.title}
                </Link>
              ) : (
                <span aria-current="page">{crumb.title}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/** The public portal shell (/qywz): brand and sign-in, the nav band, breadcrumb, the page, footer. */
export default function PortalLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Re-read on every navigation; an expired token reads as absent.
  const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
  const veteran = signedInVeteran();
  const trail = portalTrail(pathname);
  const meta = portalMeta(pathname);
  useDocumentMeta(meta.title, meta.description);
  // A followed link closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#portal-main">
        跳到正文
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={PORTAL_HOME_PATH} className={styles.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} className={styles.logo} />
            <span className={styles.title}>{SITE_TITLE}</span>
          </Link>
          <div className={styles.actions}>
            {veteran ? (
              <>
                <Button variant="primary" onClick={() => navigate(VETERAN_HOME_PATH)}>
                  我的求职
                </Button>
                <Button
                  onClick={() => void veteranSignOut().then(() => navigate(PORTAL_HOME_PATH))}
                >
                  退出
                </Button>
              </>
            ) : loggedIn ? (
              <Button variant="primary" onClick={() => navigate(HOME_PATH)}>
                进入管理后台
              </Button>
            ) : (
              <>
                <Button variant="primary" onClick={() => navigate(VETERAN_LOGIN_PATH)}>
                  求职者登录
                </Button>
                <Button onClick={() => navigate(COMPANY_LOGIN_PATH)}>企业登录</Button>
                <Button onClick={() => navigate(LOGIN_PATH)}>工作人员登录</Button>
              </>
            )}
            <button
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls="portal-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? '收起菜单' : '栏目导航'}
            </button>
          </div>
        </div>
        <nav
          id="portal-nav"
          className={menuOpen ? `${styles.navBand} ${styles.navOpen}` : styles.navBand}
          aria-label="门户导航"
        >
          <ul className={styles.nav}>
            {PORTAL_NAV.map((item) => {
              const active = item.key === trail.nav;
              return (
                <li key={item.key}>
                  <Link
                    to={item.path}
                    aria-current={active ? (pathname === item.path ? 'page' : 'true') : undefined}
                    className={
                      active ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem
                    }
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>

      <div className={styles.breadcrumbBar}>
        <Breadcrumb crumbs={trail.crumbs} />
      </div>

      <main id="portal-main" className={styles.main}>
        <Outlet />
      </main>

      <PortalFooter />
    </div>
  );
}
