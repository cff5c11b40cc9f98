import { TeamIcon } from '../../../ui/icons';
import { useListSearch } from '../../../use-list-search';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import { useAssocMembers, useAssocNews } from '../showcase-queries';
import styles from './Association.module.css';
import MemberGroups from './MemberGroups';
import NewsDetail from './NewsDetail';
import NewsList from './NewsList';

const EVERYTHING = { pageNo: 1, pageSize: 1 };

/**
 * 促进会 (/cjh): the association, its member organisations by type and its news;
 * `?news=<id>` shows one news item in the same route.
 */
export default function Association() {
  const { search } = useListSearch();
  const news = search.get('news');
  if (news) return <NewsDetail id={news} />;
  return <AssociationHome />;
}

function AssociationHome() {
  const members = useAssocMembers(EVERYTHING);
  const news = useAssocNews(EVERYTHING);
  return (
    <>
      <PageIntro
        title="河北省退役军人创业促进会"
        icon={<TeamIcon />}
        stats={[
          { label: '会员单位', value: members.data?.total, unit: '家' },
          { label: '促进会动态', value: news.data?.total, unit: '条' },
        ]}
      >
        <p>
          促进会由全省退役军人创办的企业、农民合作社及热心支持退役军人创业的单位自愿组成，围绕创业培训、融资对接、市场拓展和经验交流开展服务，搭建退役军人创业者互帮互助、合作共赢的平台。
        </p>
      </PageIntro>
      <div className={styles.layout}>
        <section className={styles.members} aria-labelledby="cjh-members">
          <ListHeading id="cjh-members" title="会员单位" total={members.data?.total} unit="家" />
          <MemberGroups />
        </section>
        <section className={styles.side} aria-labelledby="cjh-news">
          <ListHeading id="cjh-news" title="促进会动态" total={news.data?.total} unit="条" />
          <NewsList />
        </section>
      </div>
    </>
  );
}
