export * from './banner.js';
export * from './site-info.js';
