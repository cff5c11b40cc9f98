/** What the system section offers other sections. */
export { writeSystemMessage } from './services/announcement-service.js';
