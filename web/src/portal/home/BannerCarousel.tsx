import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PortalBanner } from '../portal-api';
import { staticUrl } from '../portal-http';
import { usePortalBanners } from '../portal-queries';
import styles from './BannerCarousel.module.css';
import { useCarousel } from './use-carousel';

/** A banner's link: a site path through the router, an outside address in a new tab. */
function BannerLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (href?.startsWith('/')) {
    return (
      <Link to={href} className={styles.slide}>
        {children}
      </Link>
    );
  }
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.slide}>
        {children}
      </a>
    );
  }
  return <div className={styles.slide}>{children}</div>;
}

function Slide({ banner, first }: { banner: PortalBanner; first: boolean }) {
  return (
    <BannerLink href={banner.linkUrl}>
      <img
        className={styles.image}
        src={staticUrl(banner.image)}
        alt={banner.title}
        loading={first ? 'eager' : 'lazy'}
      />
      {banner.title && <div className={styles.caption}>{banner.title}</div>}
    </BannerLink>
  );
}

function Slides({ banners }: { banners: PortalBanner[] }) {
  const { index, goTo, pause, resume } = useCarousel(banners.length);
  return (
    <section
      aria-label="轮播图"
      aria-roledescription="carousel"
      className={styles.carousel}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={styles.item}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <Slide banner={banner} first={i === 0} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The home page's banners; nothing at all while there are none (or they fail to load). */
export default function BannerCarousel() {
  const banners = usePortalBanners().data ?? [];
  if (!banners.length) return null;
  return <Slides banners={banners} />;
}
