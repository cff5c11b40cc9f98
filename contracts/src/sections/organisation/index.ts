export * from './api/index.js';
export * from './dicts.js';
export * from './permissions.js';
export * from './resources/index.js';
