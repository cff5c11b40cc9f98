import type { PortalContestCard } from '@vets/contracts';
import { CardLink } from '../../components/CardLink';
import { ClockIcon, SolutionIcon, TeamIcon } from '../../ui/icons';
import Tag from '../../ui/Tag';
import { contestDetailHref } from '../pages';
import styles from './ContestCard.module.css';
import { signUpText } from './contest-format';

const STATUS_COLOR = { '1': 'green', '2': 'orange', '3': 'blue' } as const;

/** A contest edition in a list, linking to its detail page. */
export default function ContestCard({ contest: c }: { contest: PortalContestCard }) {
  const signUp = signUpText(c.signUpStart, c.signUpEnd);
  return (
    <CardLink to={contestDetailHref(c.id)} className={styles.card}>
      <div className={styles.year} aria-hidden="true">
        <strong>{c.year}</strong>
        <span>年度</span>
      </div>
      <div className={styles.body}>
        <div className={styles.tags}>
          <Tag color={STATUS_COLOR[c.status as keyof typeof STATUS_COLOR] ?? 'default'}>
            {c.statusText}
          </Tag>
          {c.resultsPublished && (
            <Tag color="red" filled>
              获奖名单已公布
            </Tag>
          )}
        </div>
        <h3 className={styles.title} title={c.name}>
          {c.name}
        </h3>
        {c.theme && <p className={styles.theme}>大赛主题：{c.theme}</p>}
        {signUp && (
          <div className={styles.line}>
            <ClockIcon aria-label="报名时间" />
            <span>报名 {signUp}</span>
          </div>
        )}
        {c.organizer && (
          <div className={styles.line}>
            <SolutionIcon aria-label="主办单位" />
            <span title={c.organizer}>{c.organizer}</span>
          </div>
        )}
        <div className={styles.counts}>
          <TeamIcon aria-hidden="true" /> 参赛项目 <strong>{c.entryCount}</strong> 个
          {c.publishTime && (
            <span className={styles.published}>公布于 {c.publishTime.slice(0, 10)}</span>
          )}
        </div>
      </div>
    </CardLink>
  );
}
