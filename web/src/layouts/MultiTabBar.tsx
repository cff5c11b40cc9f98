import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { ui } from '../components/ui-bridge';
import { useTabs } from '../stores/tabs';
import styles from './MultiTabBar.module.css';

type ContextAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'refresh', label: '刷新页面' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeOthers', label: '关闭其它' },
];

/** The tab strip of multi-tab mode, with its right-click menu. */
export function MultiTabBar({
  current,
  belowFixedHeader,
}: {
  current: string;
  belowFixedHeader: boolean;
}) {
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);

  const close = (fullPath: string) => {
    const result = useTabs.getState().close(fullPath, current);
    if (!result.ok) {
      ui().message.warning(result.message);
      return;
    }
    if (result.nextActive) navigate(result.nextActive);
  };

  const onContext = (fullPath: string, action: ContextAction) => {
    const store = useTabs.getState();
    if (action === 'refresh') {
      store.refresh(fullPath);
      return;
    }
    store[action](fullPath);
    if (!useTabs.getState().tabs.some((t) => t.fullPath === current)) navigate(fullPath);
  };

  return (
    <div className={belowFixedHeader ? `${styles.bar} ${styles.belowFixedHeader}` : styles.bar}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={current}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.map((t) => ({
          key: t.fullPath,
          closable: true,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: CONTEXT_ITEMS,
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  onContext(t.fullPath, key as ContextAction);
                },
              }}
            >
              <span className={styles.label} data-tab={t.fullPath}>
                {t.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
