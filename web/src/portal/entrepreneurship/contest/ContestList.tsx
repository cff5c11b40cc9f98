import type { PortalContestCard } from '@vets/contracts';
import { Link } from 'react-router';
import ListBody from '../../components/ListBody';
import SearchBar from '../../components/SearchBar';
import { pageFrom, textFrom } from '../../list-params';
import { ClockIcon, RightIcon } from '../../ui/icons';
import { useListSearch } from '../../use-list-search';
import { contestDetailHref } from '../pages';
import ContestCard from './ContestCard';
import styles from './ContestList.module.css';
import { daysLeft, signUpText } from './contest-format';
import { useContestList, useContestSignUps } from './contest-queries';

const PAGE_SIZE = 8;
const INTRO =
  '面向全省退役军人创办的企业、合作社和创业团队，以赛促创、以赛选优。评审按公布的评分标准进行，' +
  '评委打分经标准化处理后公布评分表；与参赛人存在亲属、任职或指导关系的评委依规回避。';

/** The editions taking sign-ups now, above the list; nothing when there are none. */
function SignUpNow() {
  const query = useContestSignUps();
  // Room is kept while it loads, so the list below does not jump when it arrives.
  if (query.isPending)
    return <section className={`${styles.signUp} ${styles.signUpPending}`} aria-busy="true" />;
  const open = query.data ?? [];
  if (!open.length) return null;
  return (
    <section className={styles.signUp} aria-labelledby="contest-sign-up">
      <h2 id="contest-sign-up" className={styles.sectionTitle}>
        正在报名
      </h2>
      <ul className={styles.openList}>
        {open.map((c) => (
          <OpenEdition key={c.id} contest={c} />
        ))}
      </ul>
    </section>
  );
}

function OpenEdition({ contest: c }: { contest: PortalContestCard }) {
  const left = daysLeft(c.signUpEnd);
  return (
    <li className={styles.open}>
      <div className={styles.openInfo}>
        <h3 className={styles.openTitle}>{c.name}</h3>
        {c.theme && <p className={styles.openTheme}>大赛主题：{c.theme}</p>}
        <p className={styles.openLine}>
          <ClockIcon aria-label="报名时间" /> 报名时间：{signUpText(c.signUpStart, c.signUpEnd)}
        </p>
        {c.organizer && <p className={styles.openLine}>主办单位：{c.organizer}</p>}
      </div>
      <div className={styles.openSide}>
        {left !== null && (
          <p className={styles.countdown}>
            {left > 0 ? (
              <>
                距报名截止 <strong>{left}</strong> 天
              </>
            ) : (
              '今日截止报名'
            )}
          </p>
        )}
        <Link to={contestDetailHref(c.id)} className={styles.openLink}>
          查看大赛详情 <RightIcon />
        </Link>
      </div>
    </li>
  );
}

/** 创业大赛 (/cyds): the contest's published editions, and the one taking sign-ups. */
export default function ContestList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const query = useContestList({ keyword, pageNo: pageFrom(search), pageSize: PAGE_SIZE });

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>退役军人创业创新大赛</h1>
        <p className={styles.heroText}>{INTRO}</p>
      </header>
      <SignUpNow />
      <section aria-labelledby="contest-editions">
        <h2 id="contest-editions" className={styles.sectionTitle}>
          历届大赛
        </h2>
        <SearchBar
          keyword={keyword}
          label="大赛搜索"
          placeholder="搜索大赛名称"
          onSearch={(value) => update({ keyword: value })}
        />
        <ListBody<PortalContestCard>
          query={query}
          columns={2}
          emptyText="暂无已发布的创业大赛"
          renderItem={(c) => <ContestCard contest={c} />}
          onPageChange={(pageNo) => update({ pageNo })}
        />
      </section>
    </div>
  );
}
