export * from './performance.js';
export * from './period.js';
