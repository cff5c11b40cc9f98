import styles from './ListHeading.module.css';

/** A list's heading with how many it holds (once known). */
export default function ListHeading({
  id,
  title,
  total,
  unit,
}: {
  id?: string;
  title: string;
  total: number | undefined;
  unit: string;
}) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {total !== undefined && (
        <span className={styles.total}>
          共 <strong>{total}</strong> {unit}
        </span>
      )}
    </div>
  );
}
