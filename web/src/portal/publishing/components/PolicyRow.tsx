import type { PortalPolicyCard } from '@vets/contracts';
import { Link } from 'react-router';
import Tag from '../../ui/Tag';
import { policyDetailHref } from '../pages';
import styles from './ItemRow.module.css';

/** One policy in a list: title, issuer and number, level, category, validity. */
export default function PolicyRow({ policy: p }: { policy: PortalPolicyCard }) {
  return (
    <Link to={policyDetailHref(p.id)} className={styles.row}>
      <div className={styles.text}>
        <h2 className={styles.title}>{p.title}</h2>
        <div className={styles.meta}>
          <span>{p.issuingAuthority}</span>
          {p.docNumber && <span>{p.docNumber}</span>}
          <span>发布日期 {p.issueDate}</span>
        </div>
        {p.summary && <p className={styles.summary}>{p.summary}</p>}
        <div className={styles.meta}>
          {p.isTop && (
            <Tag color="red" filled>
              置顶
            </Tag>
          )}
          <Tag color="blue">{p.levelText}</Tag>
          <Tag color="green">{p.categoryText}</Tag>
          {p.expired ? (
            <Tag color="default">已失效</Tag>
          ) : (
            <Tag color="orange">{p.expireDate ? `有效期至 ${p.expireDate}` : '长期有效'}</Tag>
          )}
        </div>
      </div>
    </Link>
  );
}
