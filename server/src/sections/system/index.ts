/** What the system section offers other sections. */
export { loadAllDictItems } from './services/dict-items.js';
