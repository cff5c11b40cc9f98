export * from './showcase/index.js';
export * from './startup/index.js';
