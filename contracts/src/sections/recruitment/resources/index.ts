export * from './company.js';
export * from './delivery.js';
export * from './fields.js';
export * from './job-fair.js';
export * from './matching.js';
export * from './position.js';
export * from './resume.js';
