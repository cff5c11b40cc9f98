/** What the system section offers other sections. */
export { newAccountUsername } from './services/account-username.js';
export { departmentRegions } from './services/depart-regions.js';
export { lastLoginOf } from './services/login-log.js';
export { activeAccountsWithPhone, phoneInUse } from './services/phone-accounts.js';
export { RegionOffices } from './services/region-offices.js';
export { createAccount, createSeedAccount, type SeedAccount } from './services/seed-account.js';
