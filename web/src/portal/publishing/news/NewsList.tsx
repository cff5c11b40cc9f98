import { articleCategory, type PortalArticleCard } from '@vets/contracts';
import { useDocumentMeta } from '../../../app/document-meta';
import ListBody from '../../components/ListBody';
import SearchBar from '../../components/SearchBar';
import { pageFrom, textFrom } from '../../list-params';
import Select from '../../ui/Select';
import { useListSearch } from '../../use-list-search';
import ArticleRow from '../components/ArticleRow';
import PageTitle from '../components/PageTitle';
import { useArticleList } from '../publishing-queries';

const PAGE_SIZE = 10;
const INTRO = '退役军人就业创业服务的新闻动态、通知公告和办事指南。';
const CATEGORIES = articleCategory.items.map((i) => ({ value: i.value, label: i.text }));

/** 新闻资讯 (/xwzx): news, notices and guidance, pinned first, newest next. */
export default function NewsList() {
  useDocumentMeta('新闻资讯', INTRO);
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const category = textFrom(search, 'category', 2);
  const query = useArticleList({
    keyword,
    category,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <PageTitle title="新闻资讯" intro={INTRO} />
      <SearchBar
        keyword={keyword}
        label="新闻资讯搜索"
        placeholder="搜索标题"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="类别"
          placeholder="全部类别"
          value={category}
          options={CATEGORIES}
          onChange={(value) => update({ category: value })}
        />
      </SearchBar>
      <ListBody<PortalArticleCard>
        query={query}
        emptyText="暂无信息"
        renderItem={(a) => <ArticleRow article={a} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
