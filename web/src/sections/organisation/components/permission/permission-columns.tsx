import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { menuIcon } from '../../../../layouts/menu-icons';
import { MENU_TYPE_TEXT, type MenuType, type PermissionNode } from './permission-api';

const TYPE_COLOR = { 0: 'blue', 1: 'green', 2: 'orange' } as const;

/** The data columns of 菜单管理; the page adds 操作. */
export const permissionColumns: ColumnsType<PermissionNode> = [
  { title: '菜单名称', dataIndex: 'name', key: 'name', width: 240 },
  {
    title: '菜单类型',
    dataIndex: 'menuType',
    key: 'menuType',
    width: 110,
    render: (type: MenuType) => (
      <Tag color={TYPE_COLOR[type] ?? 'default'}>{MENU_TYPE_TEXT[type] ?? String(type)}</Tag>
    ),
  },
  {
    title: '图标',
    dataIndex: 'icon',
    key: 'icon',
    width: 70,
    align: 'center',
    render: (icon: string | null) =>
      icon ? <span title={icon}>{menuIcon(icon, false)}</span> : null,
  },
  { title: '组件', dataIndex: 'component', key: 'component', ellipsis: true },
  { title: '路径', dataIndex: 'url', key: 'url', ellipsis: true },
  { title: '排序', dataIndex: 'sortNo', key: 'sortNo', width: 80, align: 'right' },
];
