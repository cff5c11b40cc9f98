import type { CSSProperties, ReactNode } from 'react';
import Empty from '../ui/Empty';
import styles from './ListBody.module.css';

interface Props<T extends { id: string }> {
  items: T[];
  /** Cards per row on a wide screen; two at most on a tablet, one on a phone. */
  columns?: number;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  /** Dimmed while a newer page loads. */
  stale?: boolean;
}

/** Cards in a responsive grid, or 暂无 when there are none. */
export default function CardGrid<T extends { id: string }>({
  items,
  columns = 1,
  emptyText,
  renderItem,
  stale,
}: Props<T>) {
  if (!items.length) return <Empty className={styles.empty} description={emptyText} />;
  return (
    <ul
      className={stale ? `${styles.grid} ${styles.stale}` : styles.grid}
      style={{ '--list-columns': columns } as CSSProperties}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
