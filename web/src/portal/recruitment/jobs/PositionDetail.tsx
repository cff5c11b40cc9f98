import type { PortalPositionDetail } from '@vets/contracts';
import { useSearchParams } from 'react-router';
import { VeteranAction } from '../../account';
import DetailState from '../../components/DetailState';
import styles from '../../detail.module.css';
import { ageText, educationLabel, experienceText, splitTags } from '../../portal-format';
import { usePosition } from '../../portal-queries';
import Card from '../../ui/Card';
import Tag from '../../ui/Tag';
import PositionTags from '../components/PositionTags';
import { recruitmentPages } from '../pages';
import { salaryText } from '../salary-text';
import CompanyPanel from './CompanyPanel';

const BACK = { path: recruitmentPages.positions.path, label: '返回岗位列表' };

/** 岗位详情 (/zpxxxq?id=). */
export default function PositionDetail() {
  const id = useSearchParams()[0].get('id');
  const query = usePosition(id);
  return (
    <DetailState id={id} query={query} notFoundTitle="岗位不存在或已下线" backTo={BACK}>
      {(p) => (
        <div className={styles.page}>
          <div className={styles.main}>
            <PositionSummary position={p} />
            <Card title="岗位描述">
              {p.description ? (
                <p className={styles.text}>{p.description}</p>
              ) : (
                <p className={`${styles.text} ${styles.muted}`}>暂无描述</p>
              )}
              {splitTags(p.skillTags).length > 0 && (
                <>
                  <h3 className={styles.subTitle}>技能要求</h3>
                  <div className={styles.tags}>
                    {splitTags(p.skillTags).map((tag) => (
                      <Tag key={tag}>{tag}</Tag>
                    ))}
                  </div>
                </>
              )}
            </Card>
            <Card title="工作地址">
              <p className={styles.text}>{p.workAddress || p.regionName || '未填写'}</p>
            </Card>
          </div>
          <aside className={styles.side}>
            <CompanyPanel companyId={p.companyId} companyName={p.companyName} />
          </aside>
        </div>
      )}
    </DetailState>
  );
}

function PositionSummary({ position: p }: { position: PortalPositionDetail }) {
  const age = ageText(p.ageMin, p.ageMax);
  const welfare = splitTags(p.welfareTags);
  return (
    <Card>
      <div className={styles.heading}>
        <h1 className={styles.title}>{p.title}</h1>
        <span className={styles.salary}>{salaryText(p.salaryMin, p.salaryMax)}</span>
      </div>
      <div className={styles.meta}>
        {p.regionName && <span>{p.regionName}</span>}
        <span>{educationLabel(p.educationText)}</span>
        <span>{experienceText(p.experienceYears)}</span>
        <span>招{p.headcount}人</span>
        {p.workNatureText && <span>{p.workNatureText}</span>}
        {age && <span>{age}</span>}
        {p.categoryName && <span>{p.categoryName}</span>}
      </div>
      <PositionTags welfare={welfare} veteranPriority={p.veteranPriority} className={styles.tags} />
      <div className={styles.note}>
        {p.publishTime && `发布于 ${p.publishTime.slice(0, 10)} · `}截止 {p.expireDate} · 浏览{' '}
        {p.viewCount} 次
      </div>
      <div className={styles.apply}>
        <VeteranAction kind="apply" id={p.id} />
        <VeteranAction kind="favoritePosition" id={p.id} secondary />
      </div>
    </Card>
  );
}
