import type { PortalCompanyCard, PortalJobFairCard, PortalPositionCard } from '@vets/contracts';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../app/document-meta';
import CardGrid from '../components/CardGrid';
import CardSkeletons from '../components/CardSkeletons';
import ErrorResult from '../components/ErrorResult';
import SectionHeader from '../components/SectionHeader';
import { PORTAL_PATHS } from '../portal-paths';
import { usePortalHome } from '../portal-queries';
import CompanyCard from '../recruitment/components/CompanyCard';
import FairCard from '../recruitment/components/FairCard';
import PositionCard from '../recruitment/components/PositionCard';
import BannerCarousel from './BannerCarousel';
import HomeNews from './HomeNews';
import HomeSearch from './HomeSearch';
import HomeStats from './HomeStats';
import LoginGuide from './LoginGuide';
import styles from './PortalHome.module.css';

interface SectionProps {
  id: string;
  title: string;
  moreTo: string;
  children: ReactNode;
}

function Section({ id, title, moreTo, children }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} moreTo={moreTo} />
      {children}
    </section>
  );
}

/** The public portal's landing page (/home). */
export default function PortalHome() {
  useDocumentMeta(
    undefined,
    '退役军人就业创业服务门户：招聘会、在招岗位、推荐企业、新闻资讯、就业创业政策与创业扶持。',
  );
  const home = usePortalHome();
  const data = home.data;
  const grid = (columns: number, content: (d: NonNullable<typeof data>) => ReactNode) =>
    data ? content(data) : <CardSkeletons columns={columns} />;

  return (
    <div className={styles.home}>
      <BannerCarousel />
      <HomeSearch />
      {home.isError ? (
        <ErrorResult error={home.error} onRetry={() => void home.refetch()} />
      ) : (
        <>
          <HomeStats stats={data?.stats} />
          <HomeNews />
          <Section id="home-positions" title="热门岗位" moreTo={PORTAL_PATHS.positions}>
            {grid(4, (d) => (
              <CardGrid<PortalPositionCard>
                items={d.hotPositions}
                columns={4}
                emptyText="暂无在招岗位"
                renderItem={(p) => <PositionCard position={p} />}
              />
            ))}
          </Section>
          <Section id="home-fairs" title="最新招聘会" moreTo={PORTAL_PATHS.fairs}>
            {grid(4, (d) => (
              <CardGrid<PortalJobFairCard>
                items={d.latestFairs}
                columns={4}
                emptyText="暂无招聘会"
                renderItem={(f) => <FairCard fair={f} />}
              />
            ))}
          </Section>
          <Section id="home-companies" title="推荐企业" moreTo={PORTAL_PATHS.companies}>
            {grid(4, (d) => (
              <CardGrid<PortalCompanyCard>
                items={d.featuredCompanies}
                columns={4}
                emptyText="暂无推荐企业"
                renderItem={(c) => <CompanyCard company={c} />}
              />
            ))}
          </Section>
        </>
      )}
      <LoginGuide />
    </div>
  );
}
