export * from './constants.js';
export * from './envelope.js';
export * from './http.js';
export * from './session.js';
export * from './validation-rules.js';
