/** Every section's contracts. A new section is one more line here. */
export * from './accounts/index.js';
export * from './archives/index.js';
export * from './entrepreneurship/index.js';
export * from './grid/index.js';
export * from './identity/index.js';
export * from './notices/index.js';
export * from './organisation/index.js';
export * from './publishing/index.js';
export * from './recruitment/index.js';
export * from './site/index.js';
export * from './system/index.js';
export * from './training/index.js';
