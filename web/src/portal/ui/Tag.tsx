import type { ReactNode } from 'react';
import styles from './Tag.module.css';

type TagColor = 'default' | 'red' | 'blue' | 'geekblue' | 'orange' | 'green';

interface Props {
  color?: TagColor;
  /** Tinted background without a border. */
  filled?: boolean;
  children: ReactNode;
}

/** A small coloured label. */
export default function Tag({ color = 'default', filled, children }: Props) {
  const classes = [styles.tag, styles[color], filled && styles.filled];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}
