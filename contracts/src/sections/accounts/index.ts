export * from './api/register.js';
