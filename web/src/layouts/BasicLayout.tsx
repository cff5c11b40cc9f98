import { DRAWER_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_OPEN } from '@vets/contracts';
import { Drawer, Layout } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router';
import { useDocumentMeta } from '../app/document-meta';
import { ProgressFallback } from '../app/NavigationEffects';
import { setupSections } from '../sections';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { useTabs } from '../stores/tabs';
import styles from './BasicLayout.module.css';
import { GlobalFooter } from './GlobalFooter';
import { GlobalHeader } from './GlobalHeader';
import { KeptPages } from './KeptPages';
import { Logo } from './Logo';
import { MultiTabBar } from './MultiTabBar';
import { buildMainRoutes, type RouteHandle } from './main-routes';
import { NavMenu } from './NavMenu';
import { SettingDrawer } from './SettingDrawer';
import { useDeviceTracking } from './use-device';

/**
 * The back office: side menu (or top menu), header, optional tab strip, the kept-alive
 * pages, and the footer. Routes come from the permission payload's menu.
 */
setupSections();

export default function BasicLayout() {
  useDeviceTracking();
  const token = useSession((s) => s.token);
  const menu = useSession((s) => s.menu);
  const s = useSettings();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const routes = useMemo(() => buildMainRoutes(menu), [menu]);
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as RouteHandle | undefined;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (!handle?.tab) return;
    useTabs.getState().open({
      fullPath: current,
      path: location.pathname,
      name: location.pathname.replace(/^\//, '').replaceAll('/', '-'),
      title: handle.meta.title,
      refreshKey: 0,
    });
  }, [handle, current, location.pathname]);
  useDocumentMeta(handle?.meta.title, `${handle?.meta.title ?? ''} - 退役军人就业创业服务管理后台`);

  if (!token) return <Navigate to="/404" replace />;

  const mobile = s.device === 'mobile';
  const side = s.layout === 'sidemenu' || mobile;
  const siderWidth = s.sidebarOpen ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED;
  const desktopSider = side && !mobile;
  const offset = desktopSider && s.fixSiderbar ? siderWidth : 0;
  const fixedWidth = s.layout === 'topmenu' && !mobile && s.contentWidth === 'Fixed';
  const toggleMenu = () => (mobile ? setDrawerOpen(true) : s.setSidebarOpen(!s.sidebarOpen));

  const sideMenu = (collapsed: boolean, onNavigate?: () => void) => (
    <>
      <Logo collapsed={collapsed} dark={s.navTheme === 'dark'} />
      <NavMenu
        mode="inline"
        theme={s.navTheme}
        collapsed={collapsed}
        current={location.pathname}
        onNavigate={onNavigate}
      />
    </>
  );

  return (
    <Layout className={styles.root} hasSider={desktopSider}>
      {desktopSider && (
        <Layout.Sider
          width={SIDEBAR_WIDTH_OPEN}
          collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
          collapsed={!s.sidebarOpen}
          trigger={null}
          theme={s.navTheme}
          className={s.fixSiderbar ? styles.fixedSider : styles.sider}
          data-testid="side-menu"
        >
          {sideMenu(!s.sidebarOpen)}
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={DRAWER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: s.navTheme === 'dark' ? '#001529' : '#fff' } }}
          data-testid="menu-drawer"
        >
          {sideMenu(false, () => setDrawerOpen(false))}
        </Drawer>
      )}
      <Layout style={{ marginLeft: offset, transition: 'margin-left 0.2s' }}>
        <GlobalHeader
          siderWidth={desktopSider ? siderWidth : 0}
          current={location.pathname}
          onToggleMenu={toggleMenu}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        <Layout.Content className={s.fixedHeader ? styles.contentFixedHeader : undefined}>
          {s.multipage && <MultiTabBar current={current} belowFixedHeader={s.fixedHeader} />}
          <div className={fixedWidth ? styles.fixedWidth : undefined}>
            {/* One boundary above every page: navigations run as transitions, so while a new
                page's chunk loads the current page stays on screen instead of a blank fallback. */}
            <Suspense fallback={<ProgressFallback />}>
              <KeptPages routes={routes} current={current} handle={handle} />
            </Suspense>
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      <SettingDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
