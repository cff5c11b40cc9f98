import { Carousel } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { staticUrl } from '../../api/files';
import type { PortalBanner } from '../portal-api';
import { usePortalBanners } from '../portal-queries';
import styles from './BannerCarousel.module.css';

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

function Slide({ banner }: { banner: PortalBanner }) {
  return (
    <BannerLink href={banner.linkUrl}>
      <img className={styles.image} src={staticUrl(banner.image)} alt={banner.title} />
      {banner.title && <div className={styles.caption}>{banner.title}</div>}
    </BannerLink>
  );
}

/** The home page's banners; nothing at all while there are none (or they fail to load). */
export default function BannerCarousel() {
  const banners = usePortalBanners().data ?? [];
  if (!banners.length) return null;
  return (
    <section aria-label="轮播图" className={styles.carousel}>
      <Carousel autoplay={banners.length > 1} dots={banners.length > 1} draggable>
        {banners.map((banner) => (
          <div key={banner.id}>
            <Slide banner={banner} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
