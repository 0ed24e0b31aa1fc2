export * from './period.js';
