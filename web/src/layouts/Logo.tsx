import { HOME_PATH } from '@vets/contracts';
import { Link } from 'react-router';
import styles from './Logo.module.css';

const LOGO_TITLE = '精准就业服务系统';

/** Logo and title, linking to the dashboard. */
export function Logo({ collapsed = false, dark = true }: { collapsed?: boolean; dark?: boolean }) {
  return (
    <Link to={HOME_PATH} className={`${styles.logo} ${dark ? styles.dark : styles.light}`}>
      <img src="/logo.svg" alt="" width={32} height={32} />
      {!collapsed && <h1 className={styles.title}>{LOGO_TITLE}</h1>}
    </Link>
  );
}
