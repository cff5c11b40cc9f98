import type { PortalArticleCard } from '@vets/contracts';
import { Link } from 'react-router';
import { staticUrl } from '../../portal-http';
import Tag from '../../ui/Tag';
import { newsDetailHref } from '../pages';
import styles from './ItemRow.module.css';

/** One news item, notice or guide in a list: title, summary, category, date, views. */
export default function ArticleRow({ article: a }: { article: PortalArticleCard }) {
  return (
    <Link to={newsDetailHref(a.id)} className={styles.row}>
      {a.cover[0] && (
        <img className={styles.cover} src={staticUrl(a.cover[0])} alt="" loading="lazy" />
      )}
      <div className={styles.text}>
        <h2 className={styles.title}>{a.title}</h2>
        {a.summary && <p className={styles.summary}>{a.summary}</p>}
        <div className={styles.meta}>
          {a.isTop && (
            <Tag color="red" filled>
              置顶
            </Tag>
          )}
          <Tag color="blue">{a.categoryText}</Tag>
          <span>{a.publishTime?.slice(0, 10)}</span>
          <span>浏览 {a.viewCount}</span>
        </div>
      </div>
    </Link>
  );
}
