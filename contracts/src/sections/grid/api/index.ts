export * from './boundary.js';
export * from './map.js';
