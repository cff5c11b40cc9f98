import { type ReactNode, useState } from 'react';
import { staticUrl } from '../../../portal-http';
import styles from './Cover.module.css';

type Tone = 'blue' | 'green' | 'orange' | 'purple' | 'cyan';

interface Props {
  /** An uploaded image path, or none. */
  src: string | null | undefined;
  /** The image's description; empty for a decorative one beside its title. */
  alt: string;
  /** Shown on the placeholder when there is no image (the field, the category). */
  label: string;
  icon: ReactNode;
  tone?: Tone;
  className?: string;
}

/** A record's picture, or a tinted placeholder with its icon and label. */
export default function Cover({ src, alt, label, icon, tone = 'blue', className }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = [styles.cover, className].filter(Boolean).join(' ');
  if (src && failed !== src)
    return (
      <img
        className={`${classes} ${styles.image}`}
        src={staticUrl(src)}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  return (
    <div className={`${classes} ${styles.placeholder} ${styles[tone]}`} aria-hidden="true">
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
