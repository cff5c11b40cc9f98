/** What the notices section offers other sections. */
export { writeSystemMessage } from './services/announcement-service.js';
