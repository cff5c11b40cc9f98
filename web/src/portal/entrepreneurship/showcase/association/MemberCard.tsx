import type { PortalAssocMemberCard } from '@vets/contracts';
import OrgBadge from '../components/OrgBadge';
import styles from './MemberCard.module.css';

/** A member organisation: its name, industry, region and introduction (no contact person). */
export default function MemberCard({ member: m }: { member: PortalAssocMemberCard }) {
  const facts = [m.industryText, m.regionCodeText].filter(Boolean).join(' · ');
  return (
    <article className={styles.card}>
      <OrgBadge name={m.orgName} logo={m.logo[0]} size={48} />
      <div className={styles.body}>
        <h4 className={styles.name}>{m.orgName}</h4>
        {facts && <div className={styles.facts}>{facts}</div>}
        {m.intro && <p className={styles.intro}>{m.intro}</p>}
        {m.joinDate && <div className={styles.joined}>入会时间：{m.joinDate.slice(0, 7)}</div>}
      </div>
    </article>
  );
}
