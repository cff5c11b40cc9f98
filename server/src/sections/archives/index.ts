/** What other sections may use of the archives section. */

export { archivedPerson } from './services/archive-identity.js';
export {
  type ArchiveCount,
  type ArchiveIdQuery,
  type ArchiveView,
  archiveCounts,
  archiveGrids,
  archivePlaces,
} from './services/archive-reads.js';
export type { Stamp } from './services/archive-status.js';
export {
  type ArchiveBrief,
  type ArchiveTies,
  archivesInStatus,
  archiveTies,
} from './services/archive-ties.js';
export {
  archivesOfCounty,
  assignArchivesToGrid,
  type GridMember,
} from './services/grid-members.js';
export { type Placement, recordPlacement } from './services/placement.js';
export { type PolicyArchive, policyArchive, policyArchives } from './services/policy-people.js';
