import type { MenuItem } from '@vets/contracts';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { menuTrail } from '../app/menu-routes';
import { preloadPage } from '../app/page-registry';
import { useSession } from '../stores/session';
import { menuIcon } from './menu-icons';

type AntItem = NonNullable<MenuProps['items']>[number];

function visibleChildren(item: MenuItem): MenuItem[] {
  return (item.children ?? []).filter((c) => !c.hidden);
}

function toItems(items: MenuItem[], topLevel: boolean): AntItem[] {
  return items
    .filter((i) => !i.hidden)
    .map((i) => {
      const kids = visibleChildren(i);
      const label = (
        <span key={i.path} data-menu-path={i.path}>
          {i.meta.title}
        </span>
      );
      if (kids.length > 0 || (i.alwaysShow && (i.children ?? []).length > 0)) {
        return {
          key: i.path,
          icon: menuIcon(i.meta.icon, topLevel),
          label,
          children: toItems(kids, false),
        };
      }
      // Hovering an entry starts loading its page, so a click rarely waits for the chunk.
      const onMouseEnter = () => {
        if (i.component) preloadPage(i.component);
      };
      return { key: i.path, icon: menuIcon(i.meta.icon, topLevel), label, onMouseEnter };
    });
}

function findItem(items: MenuItem[], path: string): MenuItem | undefined {
  return menuTrail(items, path).at(-1);
}

/**
 * The menu built from the permission payload. Inline mode keeps one top-level submenu open;
 * external entries open in a new window, everything else navigates.
 */
export function NavMenu({
  mode,
  theme,
  collapsed = false,
  current,
  onNavigate,
}: {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  current: string;
  onNavigate?: () => void;
}) {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const items = useMemo(() => toItems(menu, true), [menu]);
  const trail = menuTrail(menu, current).map((m) => m.path);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));
  const topKeys = useMemo(() => new Set(menu.map((m) => m.path)), [menu]);

  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(latest && topKeys.has(latest) ? [latest] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(menu, key);
    if (item?.meta.internalOrExternal && item.meta.url) {
      window.open(item.meta.url, '_blank', 'noopener');
      return;
    }
    navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={trail.length > 0 ? [trail[trail.length - 1]!] : []}
      onClick={onClick}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      style={
        mode === 'horizontal'
          ? { flex: 1, minWidth: 0, borderBottom: 'none' }
          : { borderInlineEnd: 'none' }
      }
    />
  );
}
