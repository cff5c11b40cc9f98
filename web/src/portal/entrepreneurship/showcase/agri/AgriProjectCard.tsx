import type { PortalAgriProjectCard } from '@vets/contracts';
import { CardLink } from '../../../components/CardLink';
import { EnvironmentIcon, SunIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import Cover from '../components/Cover';
import { agriHref } from '../showcase-links';
import styles from './AgriCard.module.css';

/** An agricultural project in the list: its base, scale and what it grows. */
export default function AgriProjectCard({ item: p }: { item: PortalAgriProjectCard }) {
  return (
    <CardLink to={agriHref(p.id, 'project')} className={styles.card}>
      <Cover
        src={p.cover}
        alt=""
        label={p.produce ?? '农业项目'}
        icon={<SunIcon />}
        tone="green"
        className={styles.cover}
      />
      <div className={styles.body}>
        <div className={styles.tags}>
          <Tag color="green">{p.stageText}</Tag>
          {p.productCount > 0 && <Tag>{p.productCount} 种产品</Tag>}
        </div>
        <h3 className={styles.title} title={p.projectName}>
          {p.projectName}
        </h3>
        {p.operatorName && <div className={styles.line}>{p.operatorName}</div>}
        <dl className={styles.facts}>
          {p.scale && (
            <div>
              <dt>规模</dt>
              <dd>{p.scale}</dd>
            </div>
          )}
          {p.produce && (
            <div>
              <dt>主营</dt>
              <dd>{p.produce}</dd>
            </div>
          )}
        </dl>
        <div className={styles.foot}>
          <EnvironmentIcon aria-label="基地所在地区" /> {p.regionName}
        </div>
      </div>
    </CardLink>
  );
}
