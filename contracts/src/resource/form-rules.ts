import { isValidCreditCode, isValidIdCard } from '../rules/check-digits.js';
import {
  PHONE_MESSAGES,
  PHONE_PATTERN,
  USERNAME_MESSAGES,
  USERNAME_PATTERN,
} from '../validation-rules.js';

/**
 * The form rule catalogue of widgets.md section 5, messages word for word.
 * Both the web forms and the server's record validation use these.
 */
export interface NamedPattern {
  pattern: RegExp;
  message: string;
  /** A further test the shape cannot express (a check digit). */
  check?: (value: string) => boolean;
}

export const FORM_PATTERNS = {
  phone: { pattern: PHONE_PATTERN, message: PHONE_MESSAGES.pattern },
  username: { pattern: USERNAME_PATTERN, message: USERNAME_MESSAGES.pattern },
  email: {
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    message: '邮箱格式不正确',
  },
  naturalNumber: { pattern: /^\d+$/, message: '请输入自然数' },
  letters: { pattern: /^[A-Za-z]+$/, message: '请输入英文字符' },
  landline: { pattern: /^(\d{3,4}-)?\d{7,8}(-\d{1,6})?$/, message: '请输入正确的座机号' },
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: '请输入正确的银行卡号码' },
  idNumber: { pattern: /^[A-Za-z0-9]{1,50}$/, message: '请输入正确的证件号码' },
  idCard: { pattern: /^(\d{15}|\d{17}[\dXx])$/, message: '请输入正确的身份证号码' },
  qq: { pattern: /^\d{5,12}$/, message: '请输入正确的QQ号码' },
  url: { pattern: /^https?:\/\/\S+$/, message: '请输入以http和https开头的网址' },
  code20: { pattern: /^[A-Za-z0-9]{1,20}$/, message: '请输入20位以内的英文字符和数字' },
  cnEnName: {
    pattern: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
    message: '请输入2到100位的中英文字符和空格',
  },
  digitLines: { pattern: /^[\d\n]+$/, message: '请输入数字和换行符' },
  max255: { pattern: /^[\s\S]{0,255}$/, message: '请输入255位以内的字符' },
  /** Codes used as identifiers: dictionary codes, report field names. */
  creditCode: {
    pattern: /^[0-9A-Z]{18}$/,
    message: '请输入正确的统一社会信用代码（18位，校验位需正确）',
    check: isValidCreditCode,
  },
  idCard18: {
    pattern: /^\d{17}[\dXx]$/,
    message: '请输入正确的18位身份证号码（校验位需正确）',
    check: isValidIdCard,
  },
  identifier: {
    pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
    message: '只能以字母开头，由字母、数字、下划线组成',
  },
} satisfies Record<string, NamedPattern>;

export type FormPatternName = keyof typeof FORM_PATTERNS;

export const minLengthMessage = (n: number) => `最小长度${n}位字符`;
export const maxLengthMessage = (n: number) => `最大长度${n}位字符`;
export const minSelectMessage = (n: number) => `最少选择${n}项`;
export const maxSelectMessage = (n: number) => `最多选择${n}项`;

export const IMAGE_UPLOAD_MESSAGE = '请上传图片';
