import type { institutionResource } from '@vets/contracts';
import DetailState from '../../../components/DetailState';
import styles from '../../../detail.module.css';
import { useProjectionDetail } from '../../../projection/projection-queries';
import Card from '../../../ui/Card';
import Tag from '../../../ui/Tag';
import { entrepreneurshipPages } from '../../pages';
import BackLink from '../components/BackLink';
import Facts from '../components/Facts';
import OrgBadge from '../components/OrgBadge';
import { scopeItems } from '../showcase-format';
import own from './Alliance.module.css';

const BACK = { path: entrepreneurshipPages.alliance.path, label: '返回教育培训联盟' };

/** A member institution of the alliance (/jypxlm?id=): what it teaches and where. */
export default function InstitutionDetail({ id }: { id: string }) {
  const query = useProjectionDetail<typeof institutionResource>('alliance', id);
  return (
    <>
      <BackLink to={BACK.path} label={BACK.label} />
      <DetailState id={id} query={query} notFoundTitle="该机构不是联盟成员或不存在" backTo={BACK}>
        {(i) => (
          <div className={styles.single}>
            <Card>
              <div className={own.detailHead}>
                <OrgBadge name={i.institutionName} logo={i.logo[0]} size={72} />
                <div className={own.cardTitle}>
                  <h1 className={styles.title}>{i.institutionName}</h1>
                  <div className={own.meta}>
                    <Tag color="blue">{i.institutionTypeText}</Tag>
                    <Tag color="green">教育培训联盟成员</Tag>
                  </div>
                </div>
              </div>
              <div className={own.detailFacts}>
                <Facts
                  items={[
                    ['所在地区', i.regionCodeText],
                    ['机构地址', i.address],
                  ]}
                />
              </div>
            </Card>
            <Card title="培训专业（工种）">
              {scopeItems(i.trainingScope).length ? (
                <div className={own.scopes}>
                  {scopeItems(i.trainingScope).map((s) => (
                    <Tag key={s} color="geekblue" filled>
                      {s}
                    </Tag>
                  ))}
                </div>
              ) : (
                <p className={`${styles.text} ${styles.muted}`}>暂未公布培训专业</p>
              )}
            </Card>
            <Card title="机构简介">
              <p className={`${styles.text} ${i.introduction ? '' : styles.muted}`}>
                {i.introduction || '暂无机构简介'}
              </p>
            </Card>
          </div>
        )}
      </DetailState>
    </>
  );
}
