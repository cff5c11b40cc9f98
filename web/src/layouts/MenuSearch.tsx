import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { opensInNewWindow, searchableEntries } from '../app/menu-routes';
import { useSession } from '../stores/session';
import styles from './GlobalHeader.module.css';

/** Header menu search: a searchable list of the visible menu entries. */
export function MenuSearch() {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => searchableEntries(menu), [menu]);

  const go = (path: string) => {
    const entry = entries.find((e) => e.path === path);
    setOpen(false);
    if (!entry) return;
    if (opensInNewWindow(entry)) window.open(entry.meta.url ?? '', '_blank', 'noopener');
    else navigate(entry.path);
  };

  return (
    <span className={styles.action}>
      {open ? (
        <Select
          autoFocus
          defaultOpen
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="搜索菜单"
          className={styles.search}
          options={entries.map((e) => ({ value: e.path, label: e.meta.title }))}
          onSelect={go}
          onBlur={() => setOpen(false)}
          aria-label="搜索菜单"
        />
      ) : (
        <SearchOutlined title="搜索菜单" aria-label="搜索菜单" onClick={() => setOpen(true)} />
      )}
    </span>
  );
}
