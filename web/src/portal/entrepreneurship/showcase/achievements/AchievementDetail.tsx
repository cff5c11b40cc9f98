import type { achievementResource, PortalAchievementDetail } from '@vets/contracts';
import styles from '../../../detail.module.css';
import { staticUrl } from '../../../portal-http';
import ProjectionDetail from '../../../projection/ProjectionDetail';
import Card from '../../../ui/Card';
import { TrophyIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import { entrepreneurshipPages } from '../../pages';
import Cover from '../components/Cover';
import Facts from '../components/Facts';
import RichText from '../components/RichText';
import { dateText, textLines } from '../showcase-format';
import { domainTone } from './AchievementCard';
import own from './AchievementDetail.module.css';

const BACK = { path: entrepreneurshipPages.achievements.path, label: '返回创业成果展示' };

/** 成果详情 (/cycxcgzxiangqing?id=): the achievement, its story, pictures and honours. */
export default function AchievementDetail() {
  return (
    <ProjectionDetail<typeof achievementResource>
      path="achievement"
      notFoundTitle="创业成果不存在或未发布"
      backTo={BACK}
    >
      {(a) => {
        const main = (
          <>
            <Summary item={a} />
            <Card title="成果详情">
              <RichText html={a.body} empty="暂无详细介绍" />
            </Card>
            {a.images.length > 0 && <Gallery item={a} />}
          </>
        );
        // Honours beside the story when there are any; the story alone otherwise.
        const honors = textLines(a.honors);
        if (!honors.length) return <div className={styles.single}>{main}</div>;
        return (
          <div className={styles.page}>
            <div className={styles.main}>{main}</div>
            <aside className={styles.side} aria-label="成果荣誉">
              <Card title="所获荣誉">
                <ul className={own.honors}>
                  {honors.map((h) => (
                    <li key={h}>
                      <TrophyIcon className={own.honorIcon} /> {h}
                    </li>
                  ))}
                </ul>
              </Card>
            </aside>
          </div>
        );
      }}
    </ProjectionDetail>
  );
}

function Gallery({ item: a }: { item: PortalAchievementDetail }) {
  return (
    <Card title="成果图片">
      <ul className={own.gallery}>
        {a.images.map((src, i) => (
          <li key={src}>
            <img
              src={staticUrl(src)}
              alt={`${a.title}图片${i + 1}`}
              loading="lazy"
              className={own.photo}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Summary({ item: a }: { item: PortalAchievementDetail }) {
  return (
    <Card>
      <div className={own.summary}>
        <Cover
          src={a.cover[0]}
          alt={`${a.title}封面`}
          label={a.domainText}
          icon={<TrophyIcon />}
          tone={domainTone(a.domain)}
          className={own.cover}
        />
        <div className={own.info}>
          <div className={styles.tags}>
            <Tag color="blue">{a.domainText}</Tag>
          </div>
          <h1 className={styles.title}>{a.title}</h1>
          <Facts
            items={[
              ['创业主体', a.ownerName],
              ['所在地区', a.regionCodeText],
              ['发布时间', dateText(a.publishTime)],
              ['浏览次数', String(a.viewCount)],
            ]}
          />
          <p className={own.lead}>{a.summary}</p>
        </div>
      </div>
    </Card>
  );
}
