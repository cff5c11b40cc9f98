import type { assocNewsResource } from '@vets/contracts';
import DetailState from '../../../components/DetailState';
import styles from '../../../detail.module.css';
import { staticUrl } from '../../../portal-http';
import { useProjectionDetail } from '../../../projection/projection-queries';
import Card from '../../../ui/Card';
import { CalendarIcon, EyeIcon } from '../../../ui/icons';
import { entrepreneurshipPages } from '../../pages';
import BackLink from '../components/BackLink';
import RichText from '../components/RichText';
import { dateText } from '../showcase-format';
import own from './Association.module.css';

const BACK = { path: entrepreneurshipPages.association.path, label: '返回促进会' };

/** One news item of the association (/cjh?news=<id>). */
export default function NewsDetail({ id }: { id: string }) {
  const query = useProjectionDetail<typeof assocNewsResource>('associationNews', id);
  return (
    <>
      <BackLink to={BACK.path} label={BACK.label} />
      <DetailState id={id} query={query} notFoundTitle="动态不存在或未发布" backTo={BACK}>
        {(n) => (
          <Card>
            <article className={own.article}>
              <h1 className={`${styles.title} ${own.articleTitle}`}>{n.title}</h1>
              <div className={own.articleMeta}>
                {n.source && <span>来源：{n.source}</span>}
                <span>
                  <CalendarIcon aria-label="发布时间" /> {dateText(n.publishTime)}
                </span>
                <span>
                  <EyeIcon aria-label="浏览次数" /> {n.viewCount}
                </span>
              </div>
              {n.cover[0] && (
                <img
                  className={own.articleCover}
                  src={staticUrl(n.cover[0])}
                  alt={`${n.title}配图`}
                />
              )}
              <RichText html={n.body} empty="暂无正文" />
            </article>
          </Card>
        )}
      </DetailState>
    </>
  );
}
