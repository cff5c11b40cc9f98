export * from './api/index.js';
export * from './dicts.js';
export * from './resources/index.js';
