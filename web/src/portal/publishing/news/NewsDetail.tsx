import type { articleResource } from '@vets/contracts';
import Attachments from '../../components/Attachments';
import RichText from '../../components/RichText';
import styles from '../../detail.module.css';
import ProjectionDetail from '../../projection/ProjectionDetail';
import Card from '../../ui/Card';
import Tag from '../../ui/Tag';
import { publishingPages } from '../pages';
import own from './NewsDetail.module.css';

const BACK = { path: publishingPages.news.path, label: '返回新闻资讯' };

/** 新闻资讯详情 (/xwzxxq?id=): the article, its source and date, and its attachments. */
export default function NewsDetail() {
  return (
    <ProjectionDetail<typeof articleResource>
      path="article"
      notFoundTitle="信息不存在或已撤回"
      backTo={BACK}
      meta={(a) => ({ title: a.title, description: a.summary })}
    >
      {(article) => (
        <div className={styles.single}>
          <Card>
            <article className={own.article}>
              <header className={own.header}>
                <h1 className={styles.title}>{article.title}</h1>
                <div className={own.meta}>
                  <Tag color="blue">{article.categoryText}</Tag>
                  {article.source && <span>来源：{article.source}</span>}
                  {article.author && <span>作者：{article.author}</span>}
                  <span>发布时间：{article.publishTime?.slice(0, 16)}</span>
                  <span>浏览：{article.viewCount}</span>
                </div>
              </header>
              <RichText html={article.body} />
              <Attachments files={article.attachments} />
            </article>
          </Card>
        </div>
      )}
    </ProjectionDetail>
  );
}
