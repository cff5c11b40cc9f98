import styles from './PageTitle.module.css';

/** A list page's heading and one line on what it holds. */
export default function PageTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}
