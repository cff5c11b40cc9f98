import type { PortalHomeStats } from '@vets/contracts';
import type { ReactNode } from 'react';
import { BankIcon, ShopIcon, SolutionIcon, TeamIcon } from '../ui/icons';
import styles from './HomeStats.module.css';

const ITEMS: Array<{ key: keyof PortalHomeStats; label: string; unit: string; icon: ReactNode }> = [
  { key: 'companyCount', label: '企业数', unit: '家', icon: <BankIcon /> },
  { key: 'positionCount', label: '在招岗位', unit: '个', icon: <SolutionIcon /> },
  { key: 'jobFairCount', label: '招聘会', unit: '场', icon: <ShopIcon /> },
  { key: 'headcount', label: '招聘人数', unit: '人', icon: <TeamIcon /> },
];

/** The headline figures; dashes until they load. */
export default function HomeStats({ stats }: { stats: PortalHomeStats | undefined }) {
  return (
    <ul className={styles.stats} aria-label="招聘概况">
      {ITEMS.map((item) => (
        <li key={item.key} className={styles.stat}>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <span>
            <span className={styles.value}>
              {stats ? stats[item.key].toLocaleString('zh-CN') : '–'}
            </span>
            <span className={styles.label}>
              {item.label}（{item.unit}）
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
