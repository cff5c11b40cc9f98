import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
}

/** A button in the admin UI's look: filled primary or outlined default. */
export default function Button({
  variant = 'default',
  size = 'middle',
  type = 'button',
  className,
  ...rest
}: Props) {
  const classes = [styles.button, styles[variant], size === 'large' && styles.large, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
