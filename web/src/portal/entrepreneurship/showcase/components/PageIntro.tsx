import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

interface Stat {
  label: string;
  /** Unknown while loading: shown as a dash. */
  value: number | undefined;
  unit: string;
}

interface Props {
  title: string;
  /** The page's heading level: h1 on a page of its own. */
  children: ReactNode;
  icon: ReactNode;
  stats?: Stat[];
}

/** The band opening a programme page: what it is, and its figures. */
export default function PageIntro({ title, children, icon, stats }: Props) {
  return (
    <section className={styles.intro} aria-labelledby="page-intro-title">
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <h1 id="page-intro-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
      </div>
      {stats && stats.length > 0 && (
        <dl className={styles.stats}>
          {stats.map((s) => (
            <div key={s.label} className={styles.stat}>
              <dt>{s.label}</dt>
              <dd>
                <strong>{s.value ?? '—'}</strong>
                {s.unit}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
