export * from './api/alteration.js';
export * from './api/register.js';
export * from './api/settings.js';
export * from './api/veteran.js';
export * from './dicts.js';
export * from './resources/company-claim.js';
