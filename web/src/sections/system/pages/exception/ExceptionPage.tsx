import { HOME_PATH, PORTAL_HOME_PATH } from '@vets/contracts';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentMeta } from '../../../../app/document-meta';
import { STORAGE_KEYS, storage } from '../../../../stores/storage';
import styles from './ExceptionPage.module.css';

export type ExceptionType = '403' | '404' | '500';

const DESCRIPTIONS: Record<ExceptionType, string> = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在',
  '500': '抱歉，服务器出错了',
};

export interface ExceptionPageProps {
  type: ExceptionType;
}

/** The 403, 404 and 500 pages. "返回首页" leads to the back office when logged in, else the portal. */
export default function ExceptionPage({ type }: ExceptionPageProps) {
  const navigate = useNavigate();
  useDocumentMeta(`${type} ${DESCRIPTIONS[type].replace('抱歉，', '')}`, DESCRIPTIONS[type]);

  const goHome = () => {
    // Read at click time: an expired token reads as absent.
    const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
    navigate(loggedIn ? HOME_PATH : PORTAL_HOME_PATH);
  };

  return (
    <div className={styles.page}>
      <Result
        className={styles.result}
        status={type}
        title={type}
        subTitle={DESCRIPTIONS[type]}
        extra={
          <Button type="primary" onClick={goHome}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
