import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { AUTO_HIDE_HEADER_SCROLL } from '@vets/contracts';
import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { appConfig } from '../config';
import { useSettings } from '../stores/settings';
import styles from './GlobalHeader.module.css';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

/** Hides the fixed header while scrolling down past 100 px, shows it again on the way up. */
function useAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > AUTO_HIDE_HEADER_SCROLL && y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function GlobalHeader({
  siderWidth,
  current,
  onToggleMenu,
  onOpenSettings,
}: {
  /** Width the fixed header leaves for the sidebar (0 when there is none). */
  siderWidth: number;
  current: string;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
}) {
  const s = useSettings();
  const mobile = s.device === 'mobile';
  const top = s.layout === 'topmenu' && !mobile;
  const hidden = useAutoHide(s.fixedHeader && s.autoHideHeader);
  const className = [
    styles.header,
    s.fixedHeader && styles.fixed,
    hidden && styles.hidden,
    top && s.navTheme === 'dark' && styles.darkTop,
  ]
    .filter(Boolean)
    .join(' ');
  const style = s.fixedHeader ? { width: `calc(100% - ${siderWidth}px)` } : undefined;
  const toggleIcon = s.sidebarOpen && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;

  return (
    <Layout.Header className={className} style={style} data-testid="global-header">
      {top ? (
        <>
          <div className={styles.topBrand}>
            <Logo dark={s.navTheme === 'dark'} />
          </div>
          <NavMenu mode="horizontal" theme={s.navTheme} current={current} />
        </>
      ) : (
        <>
          <button
            type="button"
            className={styles.trigger}
            onClick={onToggleMenu}
            aria-label="切换菜单"
          >
            {toggleIcon}
          </button>
          {!mobile && <span className={styles.systemTitle}>{appConfig.systemTitle}</span>}
        </>
      )}
      <div className={top ? styles.topRight : undefined} style={{ marginLeft: 'auto' }}>
        <UserMenu onOpenSettings={onOpenSettings} compact={mobile} />
      </div>
    </Layout.Header>
  );
}
