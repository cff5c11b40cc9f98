import type { PortalJobFairDetail } from '@vets/contracts';
import { Link, useSearchParams } from 'react-router';
import { VeteranAction } from '../../account';
import DetailState from '../../components/DetailState';
import RichText from '../../components/RichText';
import styles from '../../detail.module.css';
import { fairPlace, fairTimeText, minuteText } from '../../portal-format';
import { staticUrl } from '../../portal-http';
import { useFair } from '../../portal-queries';
import Card from '../../ui/Card';
import Empty from '../../ui/Empty';
import Tag from '../../ui/Tag';
import FairTags from '../components/FairTags';
import { companyInfoHref, positionDetailHref, recruitmentPages } from '../pages';
import { salaryText } from '../salary-text';
import own from './FairDetail.module.css';

const BACK = { path: recruitmentPages.fairs.path, label: '返回招聘会' };

/** 招聘会详情 (/zphxq?id=): the fair, its introduction, and its companies with their positions. */
export default function FairDetail() {
  const id = useSearchParams()[0].get('id');
  const query = useFair(id);
  return (
    <DetailState id={id} query={query} notFoundTitle="招聘会不存在或未发布" backTo={BACK}>
      {(fair) => (
        <div className={styles.single}>
          <FairSummary fair={fair} />
          <Card title="招聘会介绍">
            {fair.description ? (
              <RichText html={fair.description} />
            ) : (
              <p className={`${styles.text} ${styles.muted}`}>暂无介绍</p>
            )}
          </Card>
          <Card title={`参会企业（${fair.companies.length}）`}>
            <FairCompanies companies={fair.companies} />
          </Card>
        </div>
      )}
    </DetailState>
  );
}

function FairSummary({ fair: f }: { fair: PortalJobFairDetail }) {
  const facts: Array<[string, string]> = [
    ['举办时间', fairTimeText(f.startTime, f.endTime)],
    ['举办地点', fairPlace(f)],
    ['所在地区', f.regionName],
    ['主办单位', f.organizer],
    ['报名截止', f.regDeadline ? minuteText(f.regDeadline) : ''],
    ['参会规模', `${f.companyCount} 家企业 · ${f.positionCount} 个岗位`],
  ];
  return (
    <Card>
      <div className={`${own.summary} ${f.poster ? '' : own.noPoster}`}>
        {f.poster && (
          <img className={own.poster} src={staticUrl(f.poster)} alt={`${f.title}海报`} />
        )}
        <div className={own.info}>
          <div className={own.tags}>
            <FairTags {...f} />
          </div>
          <h1 className={styles.title}>{f.title}</h1>
          <dl className={own.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className={own.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <div className={styles.apply}>
            <VeteranAction kind="register" id={f.id} />
          </div>
        </div>
      </div>
    </Card>
  );
}

function FairCompanies({ companies }: { companies: PortalJobFairDetail['companies'] }) {
  if (!companies.length) return <Empty description="暂无参会企业" />;
  return (
    <ul className={own.companies}>
      {companies.map((c) => (
        <li key={c.id} className={own.company}>
          <div className={own.companyHead}>
            <Link to={companyInfoHref(c.id)} className={own.companyName}>
              {c.companyName}
            </Link>
            {c.boothNo && <Tag color="blue">展位 {c.boothNo}</Tag>}
          </div>
          {c.positions.length ? (
            <ul className={own.positions}>
              {c.positions.map((p) => (
                <li key={p.id}>
                  <Link to={positionDetailHref(p.id)} className={own.position}>
                    <span className={own.positionTitle}>{p.title}</span>
                    <span className={own.positionSalary}>
                      {salaryText(p.salaryMin, p.salaryMax)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <span className={own.none}>暂未提供岗位</span>
          )}
        </li>
      ))}
    </ul>
  );
}
