export * from './api/institution-account.js';
export * from './dicts.js';
export * from './resources/institution.js';
