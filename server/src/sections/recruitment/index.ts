/** What the recruitment section offers other sections. */

export {
  addRegisteredCompany,
  type CompanyRegistration,
  companyOnRecord,
} from './services/company-registration.js';
export { fairOpenForSignUp } from './services/fair-sign-up.js';
export { type Hire, type HireStamp, onHire } from './services/hire-events.js';
export {
  accountsOfArchives,
  applicationsOf,
  archiveOfAccount,
  claimResume,
  fairRegistrationsOf,
  JOBSEEKER_DICTS,
  recommendationsOf,
  resumeOfUser,
} from './services/jobseeker.js';
export {
  addJobseekerFavorite,
  jobseekerFavorites,
  portalCompanyContact,
  removeJobseekerFavorite,
} from './services/jobseeker-favorites.js';
export {
  type ArchivePerson,
  resumeFromArchive,
  syncResumePeople,
  unlinkArchives,
} from './services/resume-archive-link.js';
export { type ResumePerson, resumePeople } from './services/resume-people.js';
