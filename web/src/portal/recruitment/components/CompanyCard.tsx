import type { PortalCompanyCard } from '@vets/contracts';
import { CardLink } from '../../components/CardLink';
import { companyFacts } from '../../portal-format';
import Tag from '../../ui/Tag';
import { companyInfoHref } from '../pages';
import styles from './CompanyCard.module.css';
import CompanyLogo from './CompanyLogo';

/** A company in a list, linking to its information page. */
export default function CompanyCard({ company: c }: { company: PortalCompanyCard }) {
  const facts = companyFacts(c);
  return (
    <CardLink to={companyInfoHref(c.id)} className={styles.card}>
      <CompanyLogo name={c.companyName} logo={c.logo} size={52} />
      <div className={styles.body}>
        <h3 className={styles.name} title={c.companyName}>
          {c.companyName}
        </h3>
        {facts && (
          <div className={styles.meta} title={facts}>
            {facts}
          </div>
        )}
        <div className={styles.foot}>
          <span className={styles.count}>
            在招岗位 <strong>{c.positionCount}</strong> 个
          </span>
          {c.veteranPriority === 'Y' && <Tag color="red">退役军人优先</Tag>}
        </div>
      </div>
    </CardLink>
  );
}
