import { useQuery } from '@tanstack/react-query';
import type { siteInfoApi } from '@vets/contracts';
import { portalRead } from '../portal/portal-http';
import styles from './PortalLayout.module.css';

const SYSTEM_TITLE = '精准就业服务系统';

/** The public-security filing's record code, for its lookup link. */
const recordCode = (number: string) => number.match(/\d{10,}/)?.[0];

/** 页脚: the site's host, address, hotline and filing numbers, as administrators set them. */
export default function PortalFooter() {
  const info = useQuery({
    queryKey: ['portal', 'site-info'],
    queryFn: () => portalRead<(typeof siteInfoApi)['get']>('/portal/site/info', {}),
    staleTime: 10 * 60_000,
  }).data;
  const year = new Date().getFullYear();
  const police = info?.policeNumber ? recordCode(info.policeNumber) : undefined;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {info && (
          <>
            <p>
              <span>主办单位：{info.hostOrganization}</span>
              {info.undertaker && <span>承办单位：{info.undertaker}</span>}
            </p>
            {(info.address || info.postcode) && (
              <p>
                {info.address && <span>地址：{info.address}</span>}
                {info.postcode && <span>邮编：{info.postcode}</span>}
              </p>
            )}
            {(info.hotline || info.serviceHours || info.email) && (
              <p>
                {info.hotline && <span>服务热线：{info.hotline}</span>}
                {info.serviceHours && <span>服务时间：{info.serviceHours}</span>}
                {info.email && <span>电子邮箱：{info.email}</span>}
              </p>
            )}
            {(info.icpNumber || info.policeNumber) && (
              <p>
                {info.icpNumber && (
                  <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
                    {info.icpNumber}
                  </a>
                )}
                {info.policeNumber &&
                  (police ? (
                    <a
                      href={`https://beian.mps.gov.cn/#/query/webSearch?code=${police}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {info.policeNumber}
                    </a>
                  ) : (
                    <span>{info.policeNumber}</span>
                  ))}
              </p>
            )}
          </>
        )}
        <p>
          <span>
            Copyright © {year} {info?.hostOrganization ?? '退役军人就业创业服务中心'} ·{' '}
            {SYSTEM_TITLE}
          </span>
        </p>
      </div>
    </footer>
  );
}
