import { LeftIcon, RightIcon } from './icons';
import styles from './Pager.module.css';
import { pageCount, pagerItems } from './pager-items';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
}

/** 上一页, the page numbers and 下一页, with the total on wider screens. */
export default function Pager({ current, pageSize, total, onChange, className }: Props) {
  const pages = pageCount(total, pageSize);
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav aria-label="分页" className={className ? `${styles.pager} ${className}` : styles.pager}>
      <span className={styles.total}>共 {total} 条</span>
      <button
        type="button"
        className={styles.step}
        title="上一页"
        aria-label="上一页"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LeftIcon />
      </button>
      {pagerItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            title={String(item)}
            aria-current={item === current ? 'page' : undefined}
            className={item === current ? `${styles.page} ${styles.active}` : styles.page}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={styles.gap} aria-hidden="true">
            •••
          </span>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        title="下一页"
        aria-label="下一页"
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <RightIcon />
      </button>
    </nav>
  );
}
