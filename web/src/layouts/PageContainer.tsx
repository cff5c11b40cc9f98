import { HOME_PATH } from '@vets/contracts';
import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { menuTrail } from '../app/menu-routes';
import { useSession } from '../stores/session';
import styles from './PageContainer.module.css';

/** Breadcrumb items: always the home entry first, then the menu trail; the last is plain text. */
function breadcrumbItems(trailTitles: Array<{ title: string; path: string }>, currentPath: string) {
  const chain = [
    { title: '首页', path: HOME_PATH },
    ...trailTitles.filter((t) => t.path !== HOME_PATH),
  ];
  return chain.map((item, i) => {
    const isLast = i === chain.length - 1 || item.path === currentPath;
    return {
      key: item.path,
      title: isLast ? item.title : <Link to={item.path}>{item.title}</Link>,
    };
  });
}

/** The page header (breadcrumb and title from the route meta) around one back-office page. */
export default function PageContainer({
  path,
  title,
  children,
}: {
  path: string;
  title: string;
  children: ReactNode;
}) {
  const menu = useSession((s) => s.menu);
  const isHome = path === HOME_PATH;
  const trail = menuTrail(menu, path).map((m) => ({ title: m.meta.title, path: m.path }));
  if (trail.length === 0 && !isHome) trail.push({ title, path });

  return (
    <div className={styles.page}>
      {!isHome && (
        <div className={styles.header}>
          <Breadcrumb items={breadcrumbItems(trail, path)} />
          <Typography.Title level={4} style={{ margin: '8px 0' }}>
            {title}
          </Typography.Title>
        </div>
      )}
      <div className={styles.content}>
        <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>
      </div>
    </div>
  );
}
