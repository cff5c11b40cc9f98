import type { ReactNode } from 'react';
import styles from './Card.module.css';

interface Props {
  title?: ReactNode;
  children: ReactNode;
}

/** A white panel, with a titled head when given a title. */
export default function Card({ title, children }: Props) {
  return (
    <section className={styles.card}>
      {title && <h2 className={styles.head}>{title}</h2>}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
