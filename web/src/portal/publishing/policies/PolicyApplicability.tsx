import { VETERAN_HOME_PATH, VETERAN_LOGIN_PATH } from '@vets/contracts';
import { Link } from 'react-router';
import { signedInVeteran } from '../../account';
import { publishingPages } from '../pages';
import { usePolicyApplicability } from '../publishing-queries';
import styles from './PolicyDetail.module.css';

/** 政策找人 on the policy page: for a signed-in veteran, whether it applies to them and why. */
export default function PolicyApplicability({ id, expired }: { id: string; expired: boolean }) {
  const veteran = signedInVeteran();
  const check = usePolicyApplicability(id, Boolean(veteran) && !expired);
  if (expired) return <p className={styles.expiredNote}>该政策已失效，仅供查阅。</p>;
  if (!veteran) {
    const back = `${publishingPages.policyDetail.path}?id=${id}`;
    return (
      <p className={styles.match}>
        <Link to={`${VETERAN_LOGIN_PATH}?redirect=${encodeURIComponent(back)}`}>登录</Link>
        后可查看该政策是否适用于您。
      </p>
    );
  }
  if (check.isPending) return <p className={styles.match}>正在核对您的档案…</p>;
  if (check.isError) return <p className={styles.match}>暂时无法核对，请稍后再试。</p>;
  const r = check.data;
  if (!r.linked)
    return (
      <p className={styles.match}>
        您的账号尚未关联就业档案，<Link to={VETERAN_HOME_PATH}>关联档案</Link>
        后可查看该政策是否适用于您。
      </p>
    );
  return (
    <div className={r.applies ? styles.applies : styles.notApplies} role="status">
      <p className={styles.verdict}>
        {r.applies ? '根据您的档案，该政策适用于您' : '根据您的档案，该政策暂不适用于您'}
      </p>
      <ul className={styles.reasons}>
        {r.reasons.map((reason) => (
          <li key={reason.text}>
            <span aria-hidden="true">{reason.met ? '✓' : '✗'}</span> {reason.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
