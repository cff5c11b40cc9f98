/** What the training section offers other sections. */

export {
  type AllianceInstitution,
  type AllianceQuery,
  allianceInstitution,
  allianceInstitutions,
} from './services/alliance.js';
