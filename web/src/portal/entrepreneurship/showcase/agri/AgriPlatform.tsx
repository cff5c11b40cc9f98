import {
  agriCategory,
  agriStage,
  type PortalAgriProductCard,
  type PortalAgriProjectCard,
} from '@vets/contracts';
import CitySelect from '../../../components/CitySelect';
import ListBody from '../../../components/ListBody';
import SearchBar from '../../../components/SearchBar';
import { dictOptions, dictValueFrom } from '../../../dict-options';
import { pageFrom, regionFrom, textFrom } from '../../../list-params';
import { SunIcon } from '../../../ui/icons';
import Select from '../../../ui/Select';
import { useListSearch } from '../../../use-list-search';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import Tabs from '../components/Tabs';
import { useAgriProducts, useAgriProjects } from '../showcase-queries';
import AgriDetail from './AgriDetail';
import AgriProductCard from './AgriProductCard';
import AgriProjectCard from './AgriProjectCard';

const PAGE_SIZE = 9;
/** Products are many and small: four rows of three. */
const PRODUCT_PAGE_SIZE = 12;
const EVERYTHING = { pageNo: 1, pageSize: 1 };
const STAGES = dictOptions(agriStage);
const CATEGORIES = dictOptions(agriCategory);

type Tab = 'project' | 'product';
const tabFrom = (value: string | undefined): Tab => (value === 'product' ? 'product' : 'project');

/**
 * 农业创新平台 (/ncpt): veterans' agricultural projects and their products, each a tab with its
 * filters; `?id=&type=project|product` shows one of them in the same route.
 */
export default function AgriPlatform() {
  const { search } = useListSearch();
  const id = search.get('id');
  if (id)
    return <AgriDetail id={id} type={search.get('type') === 'product' ? 'product' : 'project'} />;
  return <AgriLists />;
}

function AgriLists() {
  const { search, update } = useListSearch();
  const tab = tabFrom(textFrom(search, 'tab'));
  const projects = useAgriProjects(EVERYTHING);
  const products = useAgriProducts(EVERYTHING);
  return (
    <>
      <PageIntro
        title="农业创新平台"
        icon={<SunIcon />}
        stats={[
          { label: '农业项目', value: projects.data?.total, unit: '个' },
          { label: '特色产品', value: products.data?.total, unit: '种' },
        ]}
      >
        <p>
          汇集全省退役军人领办创办的家庭农场、农民合作社和农业企业，展示种植养殖基地与特色农产品，促进产销对接，助力乡村振兴。
        </p>
      </PageIntro>
      <Tabs<Tab>
        label="农业创新平台内容"
        idPrefix="ncpt"
        active={tab}
        tabs={[
          { key: 'project', label: '农业项目', count: projects.data?.total },
          { key: 'product', label: '农产品', count: products.data?.total },
        ]}
        // A new tab starts from its own filters.
        onChange={(next) =>
          update({
            tab: next === 'project' ? undefined : next,
            keyword: undefined,
            stage: undefined,
            category: undefined,
            regionCode: undefined,
          })
        }
      />
      <div id="ncpt-panel" role="tabpanel" aria-labelledby={`ncpt-${tab}`}>
        {tab === 'project' ? <ProjectList /> : <ProductList />}
      </div>
    </>
  );
}

function ProjectList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const stage = dictValueFrom(agriStage, textFrom(search, 'stage'));
  const regionCode = regionFrom(search);
  const query = useAgriProjects({
    keyword,
    stage,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <SearchBar
        keyword={keyword}
        label="农业项目搜索"
        placeholder="搜索项目、经营主体或作物"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="项目阶段"
          placeholder="全部阶段"
          value={stage}
          options={STAGES}
          onChange={(value) => update({ stage: value })}
        />
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListHeading title="农业项目" total={query.data?.total} unit="个" />
      <ListBody<PortalAgriProjectCard>
        query={query}
        columns={3}
        emptyText="暂无符合条件的农业项目"
        renderItem={(p) => <AgriProjectCard item={p} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}

function ProductList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const category = dictValueFrom(agriCategory, textFrom(search, 'category'));
  const regionCode = regionFrom(search);
  const query = useAgriProducts({
    keyword,
    category,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PRODUCT_PAGE_SIZE,
  });
  return (
    <>
      <SearchBar
        keyword={keyword}
        label="农产品搜索"
        placeholder="搜索产品或所属项目"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="产品类别"
          placeholder="全部类别"
          value={category}
          options={CATEGORIES}
          onChange={(value) => update({ category: value })}
        />
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListHeading title="农产品" total={query.data?.total} unit="种" />
      <ListBody<PortalAgriProductCard>
        query={query}
        columns={3}
        emptyText="暂无符合条件的农产品"
        renderItem={(p) => <AgriProductCard item={p} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
