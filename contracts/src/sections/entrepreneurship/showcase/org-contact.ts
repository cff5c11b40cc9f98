/**
 * 对接联系方式 of an item on the portal: an organisation's channel, never a person's mobile. A
 * landline (with area code and extension), a 400/800 service line or an e-mail address.
 */
const LANDLINE = /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/;
const SERVICE_LINE = /^[48]00-?\d{3}-?\d{4}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const MOBILE = /^(\+?86)?1[3-9]\d{9}$/;

export const ORG_CONTACT_MESSAGES = {
  mobile: '对接联系方式将在门户公开，请填写单位固定电话、服务热线或电子邮箱，不要填写个人手机号',
  format: '对接联系方式应为单位固定电话（如 0311-86001234）、400/800 服务热线或电子邮箱',
} as const;

/** Why `value` is no organisation contact, or null when it is one. Blank is the caller's call. */
export function orgContactProblem(value: string): string | null {
  const text = value.trim();
  const compact = text.replace(/[\s()（）]/g, '');
  if (MOBILE.test(compact.replace(/-/g, ''))) return ORG_CONTACT_MESSAGES.mobile;
  if (EMAIL.test(text) || LANDLINE.test(compact) || SERVICE_LINE.test(compact)) return null;
  return ORG_CONTACT_MESSAGES.format;
}
