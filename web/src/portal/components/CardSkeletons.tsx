import type { CSSProperties } from 'react';
import Card from '../ui/Card';
import Skeleton from '../ui/Skeleton';
import styles from './ListBody.module.css';

/** Placeholder cards in the grid while a list loads. */
export default function CardSkeletons({ columns = 1 }: { columns?: number }) {
  return (
    <ul
      className={styles.grid}
      style={{ '--list-columns': columns } as CSSProperties}
      aria-busy="true"
      aria-label="加载中"
    >
      {Array.from({ length: Math.max(columns, 2) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.item}>
          <Card>
            <Skeleton />
          </Card>
        </li>
      ))}
    </ul>
  );
}
