import type { PortalAllianceCard } from '@vets/contracts';
import { CardLink } from '../../../components/CardLink';
import { EnvironmentIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import OrgBadge from '../components/OrgBadge';
import { scopeItems } from '../showcase-format';
import { allianceHref } from '../showcase-links';
import styles from './Alliance.module.css';

const SHOWN_SCOPES = 4;

/** A member institution in the list: what it teaches and where. */
export default function InstitutionCard({ item: i }: { item: PortalAllianceCard }) {
  const scopes = scopeItems(i.trainingScope);
  return (
    <CardLink to={allianceHref(i.id)} className={styles.card}>
      <div className={styles.cardHead}>
        <OrgBadge name={i.institutionName} logo={i.logo[0]} size={52} />
        <div className={styles.cardTitle}>
          <h3 className={styles.name} title={i.institutionName}>
            {i.institutionName}
          </h3>
          <div className={styles.meta}>
            <Tag color="blue">{i.institutionTypeText}</Tag>
            <span className={styles.region}>
              <EnvironmentIcon aria-label="所在地区" /> {i.regionCodeText}
            </span>
          </div>
        </div>
      </div>
      {scopes.length > 0 && (
        <div className={styles.scopes}>
          {scopes.slice(0, SHOWN_SCOPES).map((s) => (
            <Tag key={s} color="geekblue" filled>
              {s}
            </Tag>
          ))}
          {scopes.length > SHOWN_SCOPES && <Tag>等{scopes.length}个专业</Tag>}
        </div>
      )}
      {i.introduction && <p className={styles.intro}>{i.introduction}</p>}
    </CardLink>
  );
}
