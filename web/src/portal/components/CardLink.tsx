import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './CardLink.module.css';

/**
 * The clickable card shell of the portal's lists; `className` lays out the card's own content.
 * Two classes rather than `composes` from another file: the build cannot place what that imports.
 */
export function CardLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${styles.cardLink} ${className}` : styles.cardLink}>
      {children}
    </Link>
  );
}
