import type { PortalCompanyCard, PortalPositionCard } from '@vets/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ListBody from '../../components/ListBody';
import SectionHeader from '../../components/SectionHeader';
import { useCompanyList, usePortalHome, usePositionList } from '../../portal-queries';
import { BankIcon, SolutionIcon } from '../../ui/icons';
import CompanyCard from '../components/CompanyCard';
import PositionCard from '../components/PositionCard';
import { recruitmentPages } from '../pages';
import styles from './RecruitmentLanding.module.css';

const PREVIEW = { pageNo: 1, pageSize: 6 };

interface EntryProps {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  count: number | undefined;
  unit: string;
}

function Entry({ to, icon, title, text, count, unit }: EntryProps) {
  return (
    <Link to={to} className={styles.entry}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.entryBody}>
        <h2 className={styles.entryTitle}>{title}</h2>
        <p className={styles.entryText}>{text}</p>
      </div>
      {count !== undefined && (
        <span className={styles.entryCount}>
          <strong>{count}</strong>
          {unit}
        </span>
      )}
    </Link>
  );
}

/** 招聘信息 (/zpxx): the ways into the company and position lists, with a preview of each. */
export default function RecruitmentLanding() {
  const stats = usePortalHome().data?.stats;
  const positions = usePositionList(PREVIEW);
  const companies = useCompanyList(PREVIEW);

  return (
    <div className={styles.page}>
      <nav className={styles.entries} aria-label="招聘信息分类">
        <Entry
          to={recruitmentPages.positions.path}
          icon={<SolutionIcon />}
          title="岗位列表"
          text="按关键词与城市查找在招岗位"
          count={stats?.positionCount}
          unit="个在招岗位"
        />
        <Entry
          to={recruitmentPages.companies.path}
          icon={<BankIcon />}
          title="企业列表"
          text="浏览审核通过的招聘企业"
          count={stats?.companyCount}
          unit="家招聘企业"
        />
      </nav>

      <section aria-labelledby="zpxx-positions">
        <SectionHeader
          id="zpxx-positions"
          title="最新岗位"
          moreTo={recruitmentPages.positions.path}
          moreText="全部岗位"
        />
        <ListBody<PortalPositionCard>
          query={positions}
          columns={3}
          emptyText="暂无在招岗位"
          renderItem={(p) => <PositionCard position={p} />}
        />
      </section>

      <section aria-labelledby="zpxx-companies">
        <SectionHeader
          id="zpxx-companies"
          title="招聘企业"
          moreTo={recruitmentPages.companies.path}
          moreText="全部企业"
        />
        <ListBody<PortalCompanyCard>
          query={companies}
          columns={3}
          emptyText="暂无招聘企业"
          renderItem={(c) => <CompanyCard company={c} />}
        />
      </section>
    </div>
  );
}
