export * from './forecast.js';
export * from './period.js';
