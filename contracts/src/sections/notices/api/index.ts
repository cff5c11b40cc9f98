export * from './announcement.js';
