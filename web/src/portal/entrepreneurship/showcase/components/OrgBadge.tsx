import { useState } from 'react';
import { staticUrl } from '../../../portal-http';
import styles from './OrgBadge.module.css';

interface Props {
  name: string;
  logo: string | null | undefined;
  size?: number;
}

/** An organisation's logo, or the first character of its name on the theme colour. */
export default function OrgBadge({ name, logo, size = 56 }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(logo) && failed !== logo;
  return (
    <span
      className={showImage ? `${styles.badge} ${styles.withImage}` : styles.badge}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={staticUrl(logo as string)}
          alt={`${name}标志`}
          onError={() => setFailed(logo ?? null)}
        />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1)}</span>
      )}
    </span>
  );
}
