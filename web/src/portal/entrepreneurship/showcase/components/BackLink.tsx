import { Link } from 'react-router';
import { LeftIcon } from '../../../ui/icons';
import styles from './BackLink.module.css';

/** 返回… above a detail shown in its list's own route. */
export default function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.back}>
      <LeftIcon /> {label}
    </Link>
  );
}
