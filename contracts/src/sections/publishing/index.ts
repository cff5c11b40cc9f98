export * from './api/portal.js';
export * from './dicts.js';
export * from './policy-match.js';
export * from './resources/article.js';
export * from './resources/index.js';
export * from './resources/policy.js';
export * from './resources/publishable.js';
