import { articleCategory, type articleResource } from '@vets/contracts';
import { useDocumentMeta } from '../../../app/document-meta';
import ProjectionList from '../../projection/ProjectionList';
import ArticleRow from '../components/ArticleRow';
import PageTitle from '../components/PageTitle';

const INTRO = '退役军人就业创业服务的新闻动态、通知公告和办事指南。';

/** 新闻资讯 (/xwzx): news, notices and guidance, pinned first, newest next. */
export default function NewsList() {
  useDocumentMeta('新闻资讯', INTRO);
  return (
    <ProjectionList<typeof articleResource>
      path="article"
      header={<PageTitle title="新闻资讯" intro={INTRO} />}
      search={{ label: '新闻资讯搜索', placeholder: '搜索标题' }}
      filters={[
        { field: 'category', label: '类别', placeholder: '全部类别', dict: articleCategory },
      ]}
      pageSize={10}
      emptyText="暂无信息"
      renderItem={(a) => <ArticleRow article={a} />}
    />
  );
}
