import { Link } from 'react-router';
import { RightIcon } from '../ui/icons';
import styles from './SectionHeader.module.css';

interface Props {
  id?: string;
  title: string;
  /** A 更多 link to the full list. */
  moreTo?: string;
  moreText?: string;
}

/** A portal section's title with an optional link to see more. */
export default function SectionHeader({ id, title, moreTo, moreText = '更多' }: Props) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {moreTo && (
        <Link to={moreTo} className={styles.more}>
          {moreText} <RightIcon />
        </Link>
      )}
    </div>
  );
}
