export * from './dicts.js';
export * from './resources/index.js';
