export * from './company-booth.js';
export * from './company-info.js';
export * from './favorite.js';
export * from './job-fair.js';
export * from './matching.js';
export * from './portal.js';
export * from './resume.js';
