/** What the organisation section offers other sections. */
export { newOrgCode } from './resources/depart.hooks.js';
export { newAccountUsername } from './services/account-username.js';
export { departmentRegions } from './services/depart-regions.js';
export { RegionOffices } from './services/region-offices.js';
export { createAccount, createSeedAccount, type SeedAccount } from './services/seed-account.js';
