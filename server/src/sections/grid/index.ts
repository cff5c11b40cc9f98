/** What the grid section offers other sections. */

export { workersOfGrids } from './services/grid-workers.js';
