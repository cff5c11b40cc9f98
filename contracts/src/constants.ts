/** Business constants of shell-and-system.md section 9 and widgets.md section 9. */
export const DAY_MS = 86_400_000;

export const SESSION_TTL_MS = 7 * DAY_MS; // 604800000
export const DICT_CACHE_TTL_MS = 7 * DAY_MS;
export const ENCRYPTION_KEY_CACHE_TTL_MS = 7 * DAY_MS;
export const SECRET_KEY_CACHE_TTL_MS = 43_200_000; // 12 hours

export const REQUEST_TIMEOUT_MS = 9000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ANNOUNCEMENT_POLL_MS = 6000;
export const PUSH_RECONNECT_MS = 5000;
export const PUSH_HEARTBEAT_MS = 20_000;

export const SIDEBAR_WIDTH_OPEN = 208;
export const SIDEBAR_WIDTH_COLLAPSED = 80;
export const FIXED_HEADER_OFFSET = 59;
export const DRAWER_WIDTH = 200;
export const MOBILE_BREAKPOINT = 1088;
export const SMALL_MOBILE_BREAKPOINT = 768;
export const AUTO_HIDE_HEADER_SCROLL = 100;

export const HOME_PATH = '/dashboard/analysis';
export const PORTAL_HOME_PATH = '/home';
export const LOGIN_PATH = '/user/login';
export const COMPANY_LOGIN_PATH = '/qylogin';
/** The veteran's sign-in on the portal, and their own page (我的求职). */
export const VETERAN_LOGIN_PATH = '/qzdl';
export const VETERAN_HOME_PATH = '/grzx';
export const NOT_FOUND_PATH = '/404';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 10 * 60_000;

/** SMS verification codes: six digits, valid 5 minutes, one use, 5 tries. */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** A phone may ask again after a minute, and ten times a day. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_PER_PHONE_PER_DAY = 10;
/** One client (IP) may ask twenty times an hour. */
export const SMS_PER_IP_PER_HOUR = 20;

export const DEFAULT_THEME_COLOR = '#1890FF';
/** The eight theme colour presets of the settings drawer. */
export const THEME_COLOR_PRESETS = [
  { key: '拂晓蓝（默认）', color: '#1890FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
  { key: '酱紫', color: '#722ED1' },
] as const;

export const ROLE_ADMIN = 'admin';
export const ROLE_STAFF = 'staff';
export const ROLE_COMPANY_USER = 'companyUser';
export const ROLE_EDUCATION_USER = 'educationUser';
/** 网格员: the staff of one township grid, who see the veterans of their own grids only. */
export const ROLE_GRID_WORKER = 'gridWorker';
/** 求职者: a veteran signed in on the portal, who sees and changes only their own things. */
export const ROLE_VETERAN = 'veteran';

export const REGION_ROOT_CODE = '86';
