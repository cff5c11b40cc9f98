import { useState } from 'react';
import { staticUrl } from '../../portal-http';
import styles from './CompanyLogo.module.css';

interface Props {
  name: string;
  logo: string | null;
  size?: number;
}

/** A company's logo, or the first character of its name on the theme colour. */
export default function CompanyLogo({ name, logo, size = 56 }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(logo) && failed !== logo;
  return (
    <span
      className={showImage ? `${styles.logo} ${styles.withImage}` : styles.logo}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={staticUrl(logo as string)}
          alt={name}
          onError={() => setFailed(logo)}
        />
      ) : (
        name.slice(0, 1)
      )}
    </span>
  );
}
