export * from './password.js';
export * from './recovery.js';
export * from './session.js';
export * from './sms.js';
export * from './third-login.js';
export * from './third-login-pages.js';
