export * from './recruitment/index.js';
export * from './registry.js';
export * from './system/index.js';
