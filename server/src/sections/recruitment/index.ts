/** What the recruitment section offers other sections. */
export { type ResumePerson, resumePeople } from './services/resume-people.js';
