import { Fragment } from 'react';
import { Link } from 'react-router';
import { CompanyContact } from '../../account';
import { useCompany } from '../../portal-queries';
import Card from '../../ui/Card';
import Skeleton from '../../ui/Skeleton';
import CompanyLogo from '../components/CompanyLogo';
import { companyInfoHref } from '../pages';
import styles from './CompanyPanel.module.css';

interface Props {
  companyId: string;
  companyName: string;
}

/** The hiring company beside a position, with the way to its information page. */
export default function CompanyPanel({ companyId, companyName }: Props) {
  const { data, isPending } = useCompany(companyId);
  const facts = data
    ? [
        ['所属行业', data.industryName],
        ['企业规模', data.scaleText],
        ['企业性质', data.ownershipText],
        ['所在地区', data.regionName],
        ['在招岗位', `${data.positionCount} 个`],
      ].filter(([, value]) => value)
    : [];

  return (
    <Card title="招聘企业">
      <div className={styles.head}>
        <CompanyLogo name={companyName} logo={data?.logo ?? null} size={48} />
        <h3 className={styles.name}>{companyName}</h3>
      </div>
      {isPending ? (
        <Skeleton title={false} rows={3} />
      ) : (
        facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        )
      )}
      <CompanyContact companyId={companyId} />
      <Link to={companyInfoHref(companyId)} className={styles.cta}>
        查看企业信息
      </Link>
    </Card>
  );
}
