export { PhoneCodeFields } from './PhoneCodeFields';
export { SMS_BUTTON_TEXT, SmsCodeButton } from './SmsCodeButton';
