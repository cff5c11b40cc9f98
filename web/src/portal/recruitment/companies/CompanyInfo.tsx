import type { PortalCompanyDetail, PortalPositionCard } from '@vets/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyContact, VeteranAction } from '../../account';
import DetailState from '../../components/DetailState';
import ListBody from '../../components/ListBody';
import SectionHeader from '../../components/SectionHeader';
import styles from '../../detail.module.css';
import { companyFacts } from '../../portal-format';
import { useCompany, usePositionList } from '../../portal-queries';
import Card from '../../ui/Card';
import { EnvironmentIcon } from '../../ui/icons';
import Rating from '../../ui/Rating';
import Tag from '../../ui/Tag';
import CompanyLogo from '../components/CompanyLogo';
import PositionCard from '../components/PositionCard';
import { recruitmentPages } from '../pages';
import own from './CompanyInfo.module.css';

const BACK = { path: recruitmentPages.companies.path, label: '返回企业列表' };
const PAGE_SIZE = 10;

/** 企业信息 (/zpxxxq/qyxx?id=): profile, introduction, rating and open positions. */
export default function CompanyInfo() {
  const id = useSearchParams()[0].get('id');
  const query = useCompany(id);
  return (
    <DetailState id={id} query={query} notFoundTitle="企业不存在或未通过审核" backTo={BACK}>
      {(c) => (
        <div className={styles.single}>
          <CompanyProfile company={c} />
          <Card title="企业简介">
            {c.introduction ? (
              <p className={styles.text}>{c.introduction}</p>
            ) : (
              <p className={`${styles.text} ${styles.muted}`}>暂无简介</p>
            )}
          </Card>
          <CompanyPositions companyId={c.id} count={c.positionCount} />
        </div>
      )}
    </DetailState>
  );
}

function CompanyProfile({ company: c }: { company: PortalCompanyDetail }) {
  const facts = companyFacts(c);
  return (
    <Card>
      <div className={own.profile}>
        <CompanyLogo name={c.companyName} logo={c.logo} size={72} />
        <div className={own.body}>
          <div className={own.nameRow}>
            <h1 className={styles.title}>{c.companyName}</h1>
            {c.veteranPriority === 'Y' && <Tag color="red">退役军人优先</Tag>}
          </div>
          {facts && <div className={own.facts}>{facts}</div>}
          {c.address && (
            <div className={own.facts}>
              <EnvironmentIcon /> {c.address}
            </div>
          )}
          <div className={own.rating}>
            {c.averageScore === null ? (
              <span>暂无评价</span>
            ) : (
              <>
                <Rating value={c.averageScore} />
                <span className={own.score}>{c.averageScore.toFixed(1)} 分</span>
                <span>{c.evaluationCount} 条评价</span>
              </>
            )}
          </div>
          <CompanyContact companyId={c.id} />
          <VeteranAction kind="favoriteCompany" id={c.id} secondary />
        </div>
      </div>
    </Card>
  );
}

function CompanyPositions({ companyId, count }: { companyId: string; count: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = usePositionList({ companyId, pageNo, pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby="company-positions">
      <SectionHeader id="company-positions" title={`在招岗位（${count}）`} />
      <ListBody<PortalPositionCard>
        query={query}
        columns={2}
        emptyText="该企业暂无在招岗位"
        renderItem={(p) => <PositionCard position={p} hideCompany />}
        onPageChange={setPageNo}
      />
    </section>
  );
}
