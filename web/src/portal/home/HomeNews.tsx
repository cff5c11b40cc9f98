import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@vets/contracts';
import { Link } from 'react-router';
import ErrorResult from '../components/ErrorResult';
import SectionHeader from '../components/SectionHeader';
import {
  newsDetailHref,
  policyDetailHref,
  publishingPages,
  useArticleList,
  usePolicyList,
} from '../publishing';
import Empty from '../ui/Empty';
import Skeleton from '../ui/Skeleton';
import styles from './HomeNews.module.css';

const SHOWN = 6;

interface Line {
  id: string;
  title: string;
  date: string;
  href: string;
  tag?: string | undefined;
}

function Lines<T>({
  query,
  toLine,
  emptyText,
}: {
  query: UseQueryResult<PageResult<T>>;
  toLine: (item: T) => Line;
  emptyText: string;
}) {
  if (query.isPending) return <Skeleton rows={SHOWN} />;
  if (query.isError)
    return <ErrorResult error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.records.length) return <Empty description={emptyText} />;
  return (
    <ul className={styles.lines}>
      {query.data.records.map((item) => {
        const line = toLine(item);
        return (
          <li key={line.id} className={styles.line}>
            <Link to={line.href} className={styles.link}>
              {line.tag && <span className={styles.tag}>{line.tag}</span>}
              <span className={styles.text}>{line.title}</span>
            </Link>
            <span className={styles.date}>{line.date}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The home page's 新闻资讯 and 政策法规, side by side on a wide screen. */
export default function HomeNews() {
  const news = useArticleList({ pageNo: 1, pageSize: SHOWN });
  const policies = usePolicyList({ pageNo: 1, pageSize: SHOWN });
  return (
    <div className={styles.columns}>
      <section aria-labelledby="home-news" className={styles.panel}>
        <SectionHeader id="home-news" title="新闻资讯" moreTo={publishingPages.news.path} />
        <Lines
          query={news}
          emptyText="暂无信息"
          toLine={(a) => ({
            id: a.id,
            title: a.title,
            date: a.publishTime?.slice(5, 10) ?? '',
            href: newsDetailHref(a.id),
            tag: a.categoryText,
          })}
        />
      </section>
      <section aria-labelledby="home-policies" className={styles.panel}>
        <SectionHeader id="home-policies" title="政策法规" moreTo={publishingPages.policies.path} />
        <Lines
          query={policies}
          emptyText="暂无政策"
          toLine={(p) => ({
            id: p.id,
            title: p.title,
            date: p.issueDate.slice(0, 7),
            href: policyDetailHref(p.id),
            tag: p.expired ? '已失效' : p.levelText,
          })}
        />
      </section>
    </div>
  );
}
