import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  LinkOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * Icons a menu entry may name. Only these are bundled; an unknown name falls back to a
 * generic icon rather than pulling in the whole icon set.
 */
const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BankOutlined: <BankOutlined />,
  BookOutlined: <BookOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  LinkOutlined: <LinkOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export function menuIcon(name: string | null, topLevel: boolean): ReactNode {
  if (!name) return topLevel ? <AppstoreOutlined /> : undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
