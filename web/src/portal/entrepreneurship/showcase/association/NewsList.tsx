import type { PortalAssocNewsCard } from '@vets/contracts';
import { Link } from 'react-router';
import CardSkeletons from '../../../components/CardSkeletons';
import ErrorResult from '../../../components/ErrorResult';
import Empty from '../../../ui/Empty';
import Pager from '../../../ui/Pager';
import { useListSearch } from '../../../use-list-search';
import { assocNewsHref } from '../showcase-links';
import { useAssocNews } from '../showcase-queries';
import styles from './Association.module.css';

const PAGE_SIZE = 6;

/** The page of news in the URL (`newsPage`), apart from the members' page. */
const newsPageFrom = (search: URLSearchParams) => {
  const n = Number(search.get('newsPage'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** 促进会动态: the newest first, a date beside each title. */
export default function NewsList() {
  const { search, update } = useListSearch();
  const query = useAssocNews({ pageNo: newsPageFrom(search), pageSize: PAGE_SIZE });
  if (query.isPending) return <CardSkeletons />;
  if (query.isError)
    return <ErrorResult error={query.error} onRetry={() => void query.refetch()} />;
  const { records, total, current, size } = query.data;
  if (!records.length) return <Empty className={styles.empty} description="暂无促进会动态" />;
  return (
    <>
      <ul className={query.isPlaceholderData ? `${styles.news} ${styles.stale}` : styles.news}>
        {records.map((n) => (
          <li key={n.id}>
            <NewsItem item={n} />
          </li>
        ))}
      </ul>
      {total > size && (
        <Pager
          className={styles.pager}
          current={current}
          pageSize={size}
          total={total}
          // Keep the members' filters; the news page is its own parameter.
          onChange={(pageNo) =>
            update({ newsPage: pageNo, pageNo: search.get('pageNo') ?? undefined })
          }
        />
      )}
    </>
  );
}

function NewsItem({ item: n }: { item: PortalAssocNewsCard }) {
  const date = n.publishTime ?? '';
  return (
    <Link to={assocNewsHref(n.id)} className={styles.newsItem}>
      <span className={styles.date} aria-hidden="true">
        <strong>{date.slice(8, 10)}</strong>
        {date.slice(0, 7)}
      </span>
      <div className={styles.newsBody}>
        <h3 className={styles.newsTitle}>{n.title}</h3>
        {n.summary && <p className={styles.newsSummary}>{n.summary}</p>}
        <span className={styles.visuallyHidden}>发布于 {date.slice(0, 10)}</span>
      </div>
    </Link>
  );
}
