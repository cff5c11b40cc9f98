export * from './api/index.js';
export * from './dicts.js';
export * from './job-fair-stats.js';
export * from './matching.js';
export * from './permissions.js';
export * from './portal-types.js';
export * from './resources/index.js';
