import { achievementDomain, type PortalAchievementCard } from '@vets/contracts';
import { CardLink } from '../../../components/CardLink';
import { EnvironmentIcon, EyeIcon, TrophyIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import Cover from '../components/Cover';
import { dateText } from '../showcase-format';
import { achievementHref } from '../showcase-links';
import styles from './AchievementCard.module.css';

const D = achievementDomain.values;

/** The placeholder's colour by field, so that a list of them is not one block of blue. */
export const domainTone = (domain: string) =>
  domain === D.agriculture
    ? 'green'
    : domain === D.informationTech
      ? 'purple'
      : domain === D.culture
        ? 'orange'
        : domain === D.lifeServices
          ? 'cyan'
          : 'blue';

/** An achievement in the list, linking to its detail. */
export default function AchievementCard({ item: a }: { item: PortalAchievementCard }) {
  return (
    <CardLink to={achievementHref(a.id)} className={styles.card}>
      <Cover
        src={a.cover[0]}
        alt=""
        label={a.domainText}
        icon={<TrophyIcon />}
        tone={domainTone(a.domain)}
        className={styles.cover}
      />
      <div className={styles.body}>
        <div className={styles.tags}>
          <Tag color="blue">{a.domainText}</Tag>
        </div>
        <h3 className={styles.title} title={a.title}>
          {a.title}
        </h3>
        <div className={styles.owner} title={a.ownerName}>
          {a.ownerName}
        </div>
        <p className={styles.summary}>{a.summary}</p>
        <div className={styles.foot}>
          <span className={styles.region}>
            <EnvironmentIcon aria-label="所在地区" /> {a.regionCodeText}
          </span>
          <span className={styles.meta}>
            {dateText(a.publishTime)}
            <span className={styles.views}>
              <EyeIcon aria-label="浏览次数" /> {a.viewCount}
            </span>
          </span>
        </div>
      </div>
    </CardLink>
  );
}
