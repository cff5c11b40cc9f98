import { achievementDomain, type achievementResource } from '@vets/contracts';
import { cityFilter } from '../../../components/city-filter';
import ProjectionList from '../../../projection/ProjectionList';
import { useProjectionList } from '../../../projection/projection-queries';
import { TrophyIcon } from '../../../ui/icons';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import AchievementCard from './AchievementCard';

type Def = typeof achievementResource;
/** The whole list's size, for the figures above the filters. */
const EVERYTHING = { pageNo: 1, pageSize: 1 };

/** 创业成果展示 (/cycxcgz): what veterans' businesses achieved, by keyword, field and city. */
export default function AchievementList() {
  const all = useProjectionList<Def>('achievement', EVERYTHING);
  return (
    <ProjectionList<Def>
      path="achievement"
      header={
        <PageIntro
          title="创业成果展示"
          icon={<TrophyIcon />}
          stats={[{ label: '展示成果', value: all.data?.total, unit: '项' }]}
        >
          <p>
            展示全省退役军人创办企业、合作社和创业团队在现代农业、智能制造、信息技术、文化创意、生活服务等领域取得的创业成果，分享创业经验，树立创业典型。
          </p>
        </PageIntro>
      }
      search={{ label: '创业成果搜索', placeholder: '搜索成果名称或创业主体' }}
      filters={[
        { field: 'domain', label: '所属领域', placeholder: '全部领域', dict: achievementDomain },
        cityFilter,
      ]}
      heading={(total) => <ListHeading title="成果列表" total={total} unit="项" />}
      pageSize={9}
      columns={3}
      emptyText="暂无符合条件的创业成果"
      renderItem={(a) => <AchievementCard item={a} />}
    />
  );
}
