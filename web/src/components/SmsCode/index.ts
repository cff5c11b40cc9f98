export { SMS_BUTTON_TEXT, SmsCodeButton } from './SmsCodeButton';
