import type { ReactNode } from 'react';
import { CloseCircleIcon } from './icons';
import styles from './Result.module.css';

interface Props {
  status: '404' | 'error';
  title: string;
  subTitle?: ReactNode;
  /** Buttons under the text. */
  extra?: ReactNode;
}

/** A page-sized message: something is missing or failed, with what to do next. */
export default function Result({ status, title, subTitle, extra }: Props) {
  return (
    <div className={styles.result} role={status === 'error' ? 'alert' : undefined}>
      {status === 'error' ? (
        <CloseCircleIcon className={styles.errorIcon} />
      ) : (
        <div className={styles.code} aria-hidden="true">
          404
        </div>
      )}
      <div className={styles.title}>{title}</div>
      {subTitle && <div className={styles.subTitle}>{subTitle}</div>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
