/**
 * The icons a menu entry may name (antd icon names). The web bundles exactly these, so a seeded
 * menu naming another fails to compile instead of showing a generic icon.
 */
export const MENU_ICON_NAMES = [
  'AppstoreOutlined',
  'BankOutlined',
  'BookOutlined',
  'DashboardOutlined',
  'FileTextOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'LinkOutlined',
  'SettingOutlined',
  'SolutionOutlined',
  'TeamOutlined',
  'UserOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
