import { Outlet, useLocation } from 'react-router';
import { useDocumentMeta } from '../app/document-meta';
import { GlobalFooter } from './GlobalFooter';
import styles from './UserLayout.module.css';
import { userPageTitle } from './user-page-titles';

/** Login and registration pages: the logo, the system name, and the nested page. */
export default function UserLayout() {
  const title = userPageTitle(useLocation().pathname);
  useDocumentMeta(title, `${title} - 退役军人就业创业服务系统`);
  return (
    <div className={styles.container}>
      <div className={styles.main}>
        <div className={styles.top}>
          <img src="/logo.svg" alt="" className={styles.logo} />
          <h1 className={styles.title}>精准就业服务系统</h1>
        </div>
        <p className={styles.desc}>退役军人就业创业服务 · 精准对接 · 优质服务</p>
        <Outlet />
      </div>
      <GlobalFooter />
    </div>
  );
}
