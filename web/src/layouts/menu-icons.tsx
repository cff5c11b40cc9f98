import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '@vets/contracts';
import type { ReactNode } from 'react';

/**
 * Icons a menu entry may name (the contracts' list). Only these are bundled; a name stored by
 * an administrator that is not among them falls back to a generic icon rather than pulling in
 * the whole icon set.
 */
const ICONS: Record<MenuIconName, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BankOutlined: <BankOutlined />,
  BookOutlined: <BookOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  HomeOutlined: <HomeOutlined />,
  IdcardOutlined: <IdcardOutlined />,
  LinkOutlined: <LinkOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export function menuIcon(name: string | null, topLevel: boolean): ReactNode {
  if (!name) return topLevel ? <AppstoreOutlined /> : undefined;
  return ICONS[name as MenuIconName] ?? <AppstoreOutlined />;
}
