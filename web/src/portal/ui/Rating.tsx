import styles from './Rating.module.css';

const STARS = [1, 2, 3, 4, 5];

/** A read-only score out of five as stars, in halves. */
export default function Rating({ value }: { value: number }) {
  const halves = Math.round(Math.min(Math.max(value, 0), STARS.length) * 2);
  return (
    <span className={styles.rating} role="img" aria-label={`${halves / 2} 星`}>
      {STARS.map((star) => {
        const lit = halves - (star - 1) * 2;
        const cls = lit >= 2 ? styles.full : lit === 1 ? styles.half : '';
        return (
          <span key={star} className={`${styles.star} ${cls}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
