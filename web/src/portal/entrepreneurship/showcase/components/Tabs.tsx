import { type KeyboardEvent, useRef } from 'react';
import styles from './Tabs.module.css';

interface Tab<K extends string> {
  key: K;
  label: string;
  count?: number | undefined;
}

interface Props<K extends string> {
  label: string;
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The id prefix of the tab buttons and the panel they control. */
  idPrefix: string;
}

/** A row of tabs (arrow keys move between them); the panel is the page's `${idPrefix}-panel`. */
export default function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  idPrefix,
}: Props<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next]!.key);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${idPrefix}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
            {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
