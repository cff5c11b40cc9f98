export * from './accounts/index.js';
export * from './archives/index.js';
export * from './entrepreneurship/index.js';
export * from './grid/index.js';
export * from './recruitment/index.js';
export * from './registry.js';
export * from './system/index.js';
export * from './training/index.js';
