/** What the system section offers other sections. */
export { newAccountUsername } from './services/account-username.js';
export { departmentRegions } from './services/depart-regions.js';
export { loadAllDictItems } from './services/dict-items.js';
export { RegionOffices } from './services/region-offices.js';
export { createAccount, createSeedAccount, type SeedAccount } from './services/seed-account.js';
