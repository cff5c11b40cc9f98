/**
 * Form rules of widgets.md section 5 that both sides apply. Messages are quoted word for word.
 */
/** 1, then 3, 4, 5, 7, 8 or 9, then 9 digits (widgets.md section 5). */
export const PHONE_PATTERN = /^1[345789]\d{9}$/;
export const PHONE_MESSAGES = { required: '请输入手机号', pattern: '请输入正确手机号' } as const;

/**
 * Usernames: the spec's pattern accepts 4 to 18 characters while its message says 6 to 18.
 * Decision: existing accounts of 4 or 5 characters still sign in (the login form accepts
 * the pattern's 4-18), but new usernames must be 6-18, which is what the message promises.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const USERNAME_LOGIN_LENGTH = { min: 4, max: 18 } as const;
export const USERNAME_NEW_LENGTH = { min: 6, max: 18 } as const;
export const USERNAME_MESSAGES = {
  required: '请输入用户名',
  pattern: '只允许字母、数字、下划线',
  length: '长度6到18个字符',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** At least 8 characters with a letter, a digit and a special character. */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}[\]:";'<>?,./\\|]).{8,}$/;
export const PASSWORD_MESSAGES = {
  oldRequired: '请输入旧密码!',
  newPattern: '密码由8位数字、大小写字母和特殊符号组成!',
  confirmRequired: '请确认新密码!',
  confirmMismatch: '两次输入的密码不一样！',
  noUser: '当前系统无登陆用户!',
} as const;

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}
