import styles from './Facts.module.css';

/** Label and value pairs; the ones without a value are left out. */
export default function Facts({ items }: { items: Array<[string, string | null | undefined]> }) {
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]));
  if (!shown.length) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
