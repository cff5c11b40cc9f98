import type { PortalCompanyCard, PortalJobFairCard, PortalPositionCard } from '@vets/contracts';
import type { ReactNode } from 'react';
import CardGrid from '../components/CardGrid';
import CardSkeletons from '../components/CardSkeletons';
import ErrorResult from '../components/ErrorResult';
import SectionHeader from '../components/SectionHeader';
import { usePortalHome } from '../portal-queries';
import { CompanyCard, FairCard, PositionCard, recruitmentPages } from '../recruitment';
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
          <Section id="home-positions" title="热门岗位" moreTo={recruitmentPages.positions.path}>
            {grid(4, (d) => (
              <CardGrid<PortalPositionCard>
                items={d.hotPositions}
                columns={4}
                emptyText="暂无在招岗位"
                renderItem={(p) => <PositionCard position={p} />}
              />
            ))}
          </Section>
          <Section id="home-fairs" title="最新招聘会" moreTo={recruitmentPages.fairs.path}>
            {grid(4, (d) => (
              <CardGrid<PortalJobFairCard>
                items={d.latestFairs}
                columns={4}
                emptyText="暂无招聘会"
                renderItem={(f) => <FairCard fair={f} />}
              />
            ))}
          </Section>
          <Section id="home-companies" title="推荐企业" moreTo={recruitmentPages.companies.path}>
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
