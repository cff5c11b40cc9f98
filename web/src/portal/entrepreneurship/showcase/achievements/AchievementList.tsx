import { achievementDomain, type PortalAchievementCard } from '@vets/contracts';
import CitySelect from '../../../components/CitySelect';
import ListBody from '../../../components/ListBody';
import SearchBar from '../../../components/SearchBar';
import { pageFrom, regionFrom, textFrom } from '../../../list-params';
import { TrophyIcon } from '../../../ui/icons';
import Select from '../../../ui/Select';
import { useListSearch } from '../../../use-list-search';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import { dictOptions, dictValueFrom } from '../dict-options';
import { useAchievements } from '../showcase-queries';
import AchievementCard from './AchievementCard';

const PAGE_SIZE = 9;
const DOMAINS = dictOptions(achievementDomain);
/** The whole list's size, for the figures above the filters. */
const EVERYTHING = { pageNo: 1, pageSize: 1 };

/** 创业成果展示 (/cycxcgz): what veterans' businesses achieved, by keyword, field and city. */
export default function AchievementList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const domain = dictValueFrom(achievementDomain, textFrom(search, 'domain'));
  const regionCode = regionFrom(search);
  const query = useAchievements({
    keyword,
    domain,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });

  const all = useAchievements(EVERYTHING);

  return (
    <>
      <PageIntro
        title="创业成果展示"
        icon={<TrophyIcon />}
        stats={[{ label: '展示成果', value: all.data?.total, unit: '项' }]}
      >
        <p>
          展示全省退役军人创办企业、合作社和创业团队在现代农业、智能制造、信息技术、文化创意、生活服务等领域取得的创业成果，分享创业经验，树立创业典型。
        </p>
      </PageIntro>
      <SearchBar
        keyword={keyword}
        label="创业成果搜索"
        placeholder="搜索成果名称或创业主体"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="所属领域"
          placeholder="全部领域"
          value={domain}
          options={DOMAINS}
          onChange={(value) => update({ domain: value })}
        />
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListHeading title="成果列表" total={query.data?.total} unit="项" />
      <ListBody<PortalAchievementCard>
        query={query}
        columns={3}
        emptyText="暂无符合条件的创业成果"
        renderItem={(a) => <AchievementCard item={a} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
