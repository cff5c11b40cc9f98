import type { PortalPolicyDetail, policyResource } from '@vets/contracts';
import Attachments from '../../components/Attachments';
import RichText from '../../components/RichText';
import styles from '../../detail.module.css';
import ProjectionDetail from '../../projection/ProjectionDetail';
import Card from '../../ui/Card';
import Tag from '../../ui/Tag';
import { publishingPages } from '../pages';
import PolicyApplicability from './PolicyApplicability';
import own from './PolicyDetail.module.css';

const BACK = { path: publishingPages.policies.path, label: '返回政策法规' };

function Facts({ policy: p }: { policy: PortalPolicyDetail }) {
  const facts: Array<[string, string | null]> = [
    ['发文机关', p.issuingAuthority],
    ['文号', p.docNumber],
    ['发布日期', p.issueDate],
    ['施行日期', p.effectiveDate],
    ['有效期至', p.expireDate ?? '长期有效'],
    ['层级', p.levelText],
    ['类别', p.categoryText],
  ];
  return (
    <dl className={own.facts}>
      {facts
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label} className={own.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** 政策详情 (/zcfgxq?id=): the policy, whom it applies to, its text, interpretation and files. */
export default function PolicyDetail() {
  return (
    <ProjectionDetail<typeof policyResource>
      path="policy"
      notFoundTitle="政策不存在或已撤回"
      backTo={BACK}
      meta={(p) => ({ title: p.title, description: p.summary })}
    >
      {(policy) => (
        <div className={styles.page}>
          <div className={styles.main}>
            <Card>
              <div className={own.heading}>
                <h1 className={styles.title}>{policy.title}</h1>
                {policy.expired && (
                  <Tag color="default" filled>
                    已失效
                  </Tag>
                )}
              </div>
              <Facts policy={policy} />
            </Card>
            <Card title="政策原文">
              <RichText html={policy.body} />
              <Attachments files={policy.attachments} />
            </Card>
            {policy.interpretation && (
              <Card title="政策解读">
                <RichText html={policy.interpretation} />
              </Card>
            )}
          </div>
          <div className={styles.side}>
            <Card title="适用对象">
              <ul className={own.audience}>
                {policy.audience.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <PolicyApplicability id={policy.id} expired={policy.expired} />
            </Card>
          </div>
        </div>
      )}
    </ProjectionDetail>
  );
}
