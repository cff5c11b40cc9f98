import type { MenuProps } from 'antd';

type MenuItems = NonNullable<MenuProps['items']>;

export interface StoredFileMenuOptions {
  download: () => void;
  remove: () => void;
  disabled?: boolean;
  /** The entries under 更多. */
  more: MenuItems;
}

/** The 下载 / 删除 / 更多 entries of a stored file's menu in a grid cell. */
export function storedFileMenu({
  download,
  remove,
  disabled,
  more,
}: StoredFileMenuOptions): MenuItems {
  return [
    { key: 'download', label: '下载', onClick: download },
    { key: 'delete', label: '删除', danger: true, disabled, onClick: remove },
    { key: 'more', label: '更多', children: more },
  ];
}
