import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLOR_PRESETS } from '@vets/contracts';
import { Divider, Drawer, Segmented, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { type InterfaceSettings, useSettings } from '../stores/settings';
import styles from './SettingDrawer.module.css';
import { applyThemeColor } from './theme-color';

function Row({
  title,
  disabled,
  action,
}: {
  title: string;
  disabled?: boolean;
  action: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <span style={{ opacity: disabled ? 0.5 : 1 }}>{title}</span>
      {action}
    </div>
  );
}

/** 系统设置: the interface settings, for development only. */
export function SettingDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSettings();
  const set = (patch: Partial<InterfaceSettings>) => s.update(patch);
  const top = s.layout === 'topmenu';

  return (
    <Drawer title="系统设置" open={open} onClose={onClose} size={300} placement="right">
      <h4 className={styles.heading}>整体风格设置</h4>
      <Segmented
        value={s.navTheme}
        options={[
          { value: 'dark', label: '暗色菜单风格' },
          { value: 'light', label: '亮色菜单风格' },
        ]}
        onChange={(v) => set({ navTheme: v as InterfaceSettings['navTheme'] })}
      />

      <h4 className={styles.heading}>主题色</h4>
      <div className={styles.colors}>
        {THEME_COLOR_PRESETS.map((p) => (
          <Tooltip key={p.color} title={p.key}>
            <button
              type="button"
              className={styles.swatch}
              style={{ background: p.color }}
              aria-label={p.key}
              onClick={() => applyThemeColor(p.color)}
            >
              {s.primaryColor.toUpperCase() === p.color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h4 className={styles.heading}>导航模式</h4>
      <Segmented
        value={s.layout}
        options={[
          { value: 'sidemenu', label: '侧边栏导航' },
          { value: 'topmenu', label: '顶部栏导航' },
        ]}
        onChange={(v) => set({ layout: v as InterfaceSettings['layout'] })}
      />
      <div>
        <Row
          title="内容区域宽度"
          disabled={!top}
          action={
            <Segmented
              size="small"
              disabled={!top}
              value={s.contentWidth}
              options={[
                { value: 'Fixed', label: '固定' },
                { value: 'Fluid', label: '流式' },
              ]}
              onChange={(v) => set({ contentWidth: v as InterfaceSettings['contentWidth'] })}
            />
          }
        />
        <Row
          title="固定 Header"
          action={
            <Switch
              size="small"
              checked={s.fixedHeader}
              onChange={(v) => set({ fixedHeader: v })}
            />
          }
        />
        <Row
          title="下滑时隐藏 Header"
          disabled={!s.fixedHeader}
          action={
            <Switch
              size="small"
              disabled={!s.fixedHeader}
              checked={s.autoHideHeader}
              onChange={(v) => set({ autoHideHeader: v })}
            />
          }
        />
        <Row
          title="固定侧边菜单"
          disabled={top}
          action={
            <Switch
              size="small"
              disabled={top}
              checked={s.fixSiderbar}
              onChange={(v) => set({ fixSiderbar: v })}
            />
          }
        />
      </div>

      <Divider />
      <h4 className={styles.heading}>其他设置</h4>
      <div>
        <Row
          title="色弱模式"
          action={
            <Switch size="small" checked={s.colorWeak} onChange={(v) => set({ colorWeak: v })} />
          }
        />
        <Row
          title="多页签模式"
          action={
            <Switch size="small" checked={s.multipage} onChange={(v) => set({ multipage: v })} />
          }
        />
      </div>
    </Drawer>
  );
}
