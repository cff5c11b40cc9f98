/** What the system section offers other sections. */
export { writeSystemMessage } from './services/announcement-service.js';
export { departmentRegions } from './services/depart-regions.js';
export { createSeedAccount, type SeedAccount } from './services/seed-account.js';
