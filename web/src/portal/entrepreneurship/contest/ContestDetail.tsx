import type { PortalContestDetail, PortalContestEntry } from '@vets/contracts';
import { useSearchParams } from 'react-router';
import DetailState from '../../components/DetailState';
import styles from '../../detail.module.css';
import Card from '../../ui/Card';
import Empty from '../../ui/Empty';
import Tag from '../../ui/Tag';
import { entrepreneurshipPages } from '../pages';
import own from './ContestDetail.module.css';
import { scoreText, signUpText } from './contest-format';
import { useContest } from './contest-queries';
import ScoreSheet from './ScoreSheet';

/** How the ranking was worked out, in words a visitor follows. */
const methodText = (threshold: number) =>
  '计分方法：每位评委的总分为各评分项“得分÷满分×权重”之和；为消除评委打分宽严不一，' +
  '每位评委的总分按其本人所评项目的平均分和离散程度标准化后，换算到全体评委的统一尺度上' +
  '（评审项目过少或打分几乎无差别的评委仅作平移校正）。最终得分为各评委标准化总分的平均值，' +
  `回避的评委不计入。同一项目评委间标准化总分相差超过${threshold}分的，标注“评委分歧”。评委以代号公布。`;

const BACK = { path: entrepreneurshipPages.contests.path, label: '返回创业大赛' };
const AWARD_COLOR = { '1': 'red', '2': 'orange', '3': 'blue', '4': 'green' } as const;

/** 大赛详情 (/cydsxiangqing?id=): the edition, its criteria, and its ranking with score sheets. */
export default function ContestDetail() {
  const id = useSearchParams()[0].get('id');
  const query = useContest(id);
  return (
    <DetailState id={id} query={query} notFoundTitle="创业大赛不存在或未发布" backTo={BACK}>
      {(contest) => (
        <div className={styles.single}>
          <Summary contest={contest} />
          <Card title="大赛简介">
            <p className={styles.text}>{contest.intro || '暂无简介'}</p>
          </Card>
          <Card title="评分标准">
            <Criteria contest={contest} />
          </Card>
          <Card title="评审结果">
            <Results contest={contest} />
          </Card>
        </div>
      )}
    </DetailState>
  );
}

function Summary({ contest: c }: { contest: PortalContestDetail }) {
  const facts: Array<[string, string]> = [
    ['大赛主题', c.theme],
    ['主办单位', c.organizer],
    ['报名时间', signUpText(c.signUpStart, c.signUpEnd)],
    ['参赛项目', `${c.entryCount} 个`],
    ['评审专家', `${c.judgeCount} 位`],
    ['结果公布', c.publishTime ? c.publishTime.slice(0, 16) : ''],
  ];
  return (
    <Card>
      <div className={own.summary}>
        <div className={own.tags}>
          <Tag color="blue">{c.year}年度</Tag>
          <Tag color={c.status === '1' ? 'green' : 'default'}>{c.statusText}</Tag>
        </div>
        <h1 className={styles.title}>{c.name}</h1>
        <dl className={own.facts}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className={own.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </Card>
  );
}

function Criteria({ contest: c }: { contest: PortalContestDetail }) {
  if (!c.criteria.length) return <Empty description="评分标准尚未公布" />;
  return (
    <ul className={own.criteria}>
      {c.criteria.map((k) => (
        <li key={k.name} className={own.criterion}>
          <div className={own.criterionHead}>
            <span className={own.criterionName}>{k.name}</span>
            <span className={own.weight}>
              权重 {k.weight}% · 满分 {k.maxScore} 分
            </span>
          </div>
          {k.description && <p className={own.criterionText}>{k.description}</p>}
        </li>
      ))}
    </ul>
  );
}

function Results({ contest: c }: { contest: PortalContestDetail }) {
  if (!c.resultsPublished)
    return (
      <Empty
        description={
          c.status === '1' ? '大赛正在报名，评审结果将在评审结束后公布' : '评审结果尚未公布'
        }
      />
    );
  return (
    <>
      <p className={own.method}>{methodText(c.threshold)}</p>
      <ol className={own.ranking}>
        {c.entries.map((e) => (
          <RankedEntry key={e.id} entry={e} contest={c} />
        ))}
      </ol>
    </>
  );
}

function RankedEntry({
  entry: e,
  contest,
}: {
  entry: PortalContestEntry;
  contest: PortalContestDetail;
}) {
  const place = [e.industryName, e.regionName, e.trackText].filter(Boolean).join(' · ');
  const medal = e.rank !== null && e.rank <= 3 ? own[`rank${e.rank}`] : '';
  return (
    <li className={own.entry}>
      <div className={own.entryHead}>
        <span className={`${own.rank} ${medal ?? ''}`} aria-hidden="true">
          {e.rank ?? '—'}
        </span>
        <span className={own.hidden}>{e.rank ? `第${e.rank}名` : '未排名'}</span>
        <div className={own.entryInfo}>
          <h3 className={own.project}>{e.projectName}</h3>
          <p className={own.business}>{e.businessName}</p>
          {place && <p className={own.place}>{place}</p>}
          <div className={own.entryTags}>
            {e.award !== '0' && (
              <Tag color={AWARD_COLOR[e.award as keyof typeof AWARD_COLOR] ?? 'default'} filled>
                {e.awardText}
              </Tag>
            )}
            {e.disagreement && <Tag color="orange">评委分歧</Tag>}
          </div>
        </div>
        <div className={own.score}>
          <span className={own.scoreValue}>{scoreText(e.finalScore)}</span>
          <span className={own.scoreLabel}>最终得分</span>
        </div>
      </div>
      <details className={own.details}>
        <summary className={own.summaryToggle}>查看评分表</summary>
        <ScoreSheet entry={e} criteria={contest.criteria} />
      </details>
    </li>
  );
}
