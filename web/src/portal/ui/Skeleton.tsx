import styles from './Skeleton.module.css';

interface Props {
  /** Paragraph lines under the title bar. */
  rows?: number;
  title?: boolean;
}

/** Grey shimmering bars standing in for text that is loading. */
export default function Skeleton({ rows = 3, title = true }: Props) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {title && <div className={`${styles.bar} ${styles.title}`} />}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={`${styles.bar} ${i === rows - 1 ? styles.last : ''}`} />
      ))}
    </div>
  );
}
