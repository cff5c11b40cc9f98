import { useQuery } from '@tanstack/react-query';
import { VETERAN_LOGIN_PATH, type veteranApi } from '@vets/contracts';
import { Link, useLocation } from 'react-router';
import styles from './CompanyContact.module.css';
import { signedInVeteran, veteranCall } from './veteran-http';

type VeteranApi = typeof veteranApi;

/**
 * A company's contact person and phone: for a signed-in veteran only; anyone else is offered
 * the sign-in and brought back.
 */
export function CompanyContact({ companyId }: { companyId: string }) {
  const veteran = signedInVeteran();
  const { pathname, search } = useLocation();
  const contact = useQuery({
    queryKey: ['veteran', 'companyContact', companyId],
    enabled: Boolean(veteran),
    queryFn: async () =>
      (
        await veteranCall<VeteranApi['companyContact']>('GET', '/accounts/veteran/companyContact', {
          query: { companyId },
        })
      ).result,
  });
  if (!veteran)
    return (
      <p className={styles.contact}>
        联系方式：
        <Link to={`${VETERAN_LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`}>
          登录后查看
        </Link>
      </p>
    );
  const c = contact.data;
  return (
    <p className={styles.contact} data-testid="company-contact">
      联系人：{c?.contactName || '未填写'}
      <br />
      联系电话：{c?.contactPhone || '未填写'}
    </p>
  );
}
