/**
 * What many sections share and no business section owns. A dictionary here is seeded by the
 * section whose dicts.ts lists it: education, military_branch and work_nature by recruitment,
 * sex and yn by system.
 */
export * from './category-roots.js';
export * from './credit-code.js';
export * from './education.js';
export * from './id-card.js';
export * from './military-branch.js';
export * from './phone.js';
export * from './regions.js';
export * from './sex.js';
export * from './work-nature.js';
export * from './yes-no.js';
