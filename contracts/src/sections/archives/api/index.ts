export * from './related.js';
