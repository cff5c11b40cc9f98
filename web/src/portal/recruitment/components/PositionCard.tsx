import type { PortalPositionCard } from '@vets/contracts';
import { CardLink } from '../../components/CardLink';
import { educationLabel, experienceText, splitTags } from '../../portal-format';
import { positionDetailHref } from '../pages';
import { salaryText } from '../salary-text';
import styles from './PositionCard.module.css';
import PositionTags from './PositionTags';

const MAX_TAGS = 4;

interface Props {
  position: PortalPositionCard;
  /** Leave the company line out where the company is already the page's subject. */
  hideCompany?: boolean;
}

/** A position in a list, linking to its detail page. */
export default function PositionCard({ position: p, hideCompany }: Props) {
  const welfare = splitTags(p.welfareTags).slice(0, MAX_TAGS);
  return (
    <CardLink to={positionDetailHref(p.id)} className={styles.card}>
      <div className={styles.head}>
        <h3 className={styles.title} title={p.title}>
          {p.title}
        </h3>
        <span className={styles.salary}>{salaryText(p.salaryMin, p.salaryMax)}</span>
      </div>
      <div className={styles.meta}>
        {p.regionName && <span>{p.regionName}</span>}
        <span>{educationLabel(p.educationText)}</span>
        <span>{experienceText(p.experienceYears)}</span>
        <span>招{p.headcount}人</span>
      </div>
      <PositionTags welfare={welfare} veteranPriority={p.veteranPriority} className={styles.tags} />
      <div className={styles.foot}>
        <span className={styles.company}>{hideCompany ? p.categoryName : p.companyName}</span>
        {p.publishTime && <span className={styles.date}>{p.publishTime.slice(0, 10)} 发布</span>}
      </div>
    </CardLink>
  );
}
