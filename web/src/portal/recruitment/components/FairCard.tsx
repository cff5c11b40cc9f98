import type { PortalJobFairCard } from '@vets/contracts';
import { CardLink } from '../../components/CardLink';
import { fairPlace, fairTimeText } from '../../portal-format';
import { staticUrl } from '../../portal-http';
import { ClockIcon, EnvironmentIcon, ShopIcon } from '../../ui/icons';
import { fairDetailHref } from '../pages';
import styles from './FairCard.module.css';
import FairTags from './FairTags';

/** A job fair in a list, linking to its detail page. */
export default function FairCard({ fair: f }: { fair: PortalJobFairCard }) {
  const place = fairPlace(f);
  return (
    <CardLink to={fairDetailHref(f.id)} className={styles.card}>
      {f.poster ? (
        <img className={styles.poster} src={staticUrl(f.poster)} alt="" loading="lazy" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <ShopIcon />
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.tags}>
          <FairTags {...f} />
        </div>
        <h3 className={styles.title} title={f.title}>
          {f.title}
        </h3>
        <div className={styles.line}>
          <ClockIcon aria-label="时间" />
          <span className={styles.wrap}>{fairTimeText(f.startTime, f.endTime)}</span>
        </div>
        {place && (
          <div className={styles.line}>
            <EnvironmentIcon aria-label="地点" />
            <span title={place}>{place}</span>
          </div>
        )}
        <div className={styles.counts}>
          参会企业 <strong>{f.companyCount}</strong> 家 · 岗位 <strong>{f.positionCount}</strong> 个
        </div>
      </div>
    </CardLink>
  );
}
